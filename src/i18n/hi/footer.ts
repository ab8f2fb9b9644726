import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the store's footer (product §2 Global chrome). */
export const footer = {
  'footer.contact.whatsappNumber': 'WhatsApp {number}',
  'footer.about.title': 'Sanjeevani Diagnostics के बारे में',
  'footer.about.text':
    'लैब टेस्ट और हेल्थ चेकअप ऑनलाइन बुक करें। हमारे प्रशिक्षित फ्लेबोटोमिस्ट आपके घर पर सैंपल लेते हैं, और बेंगलुरु में हमारी पार्टनर लैब ज़्यादातर रिपोर्ट 24 घंटे के अंदर देती हैं।',
  'footer.social.label': 'सोशल मीडिया (जल्द आ रहा है)',
  'footer.social.soon': '{network} (जल्द आ रहा है)',
  'footer.social.facebook': 'Facebook',
  'footer.social.instagram': 'Instagram',
  'footer.social.youtube': 'YouTube',
  'footer.social.linkedin': 'LinkedIn',
  'footer.social.x': 'X',
  'footer.quickLinks': 'क्विक लिंक',
  'footer.contact': 'संपर्क करें',
  'footer.subscribe.title': 'WhatsApp पर अपडेट',
  'footer.subscribe.intro': 'ऑफ़र, सेहत से जुड़े सुझाव और आपके सालाना चेकअप के रिमाइंडर। कोई स्पैम नहीं।',
  'footer.subscribe.label': 'आपका WhatsApp नंबर',
  'footer.subscribe.placeholder': '10 अंकों का नंबर',
  'footer.subscribe.submit': 'सब्सक्राइब करें',
  'footer.subscribe.invalid': 'कृपया 10 अंकों का सही WhatsApp नंबर डालें',
  'footer.subscribe.success': 'हमारे WhatsApp अपडेट सब्सक्राइब करने के लिए धन्यवाद!',
  'footer.disclaimer':
    'अस्वीकरण: Sanjeevani Diagnostics केवल डायग्नोस्टिक टेस्ट बुक करता है और सैंपल कलेक्शन की व्यवस्था करता है; टेस्ट पार्टनर लैबोरेटरी करती हैं। इस वेबसाइट की कोई भी जानकारी चिकित्सीय सलाह नहीं है। अपने रिज़ल्ट और अपनी सेहत के बारे में कृपया किसी योग्य डॉक्टर से सलाह लें।',
  'footer.copyright': '© {year} Sanjeevani Diagnostics. सर्वाधिकार सुरक्षित।',
} as const satisfies Translation<EnglishAreas['footer']>;
