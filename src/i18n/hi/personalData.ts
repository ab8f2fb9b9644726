import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the personal-data notice of a booking. */
export const personalData = {
  'personalData.title': 'हम इन जानकारियों का उपयोग कैसे करते हैं',
  'personalData.what': 'हम क्या रखते हैं: जिन लोगों के लिए आप बुक करते हैं उनका नाम, उम्र, लिंग और आपसे संबंध, और आपके दिए पते।',
  'personalData.why': 'क्यों: सही घर से सैंपल लेने, उसे सही व्यक्ति के नाम से लेबल करने और उनकी रिपोर्ट भेजने के लिए।',
  'personalData.howLong': 'कब तक: जब तक आपका खाता खुला है; बुकिंग का रिकॉर्ड केवल उतने समय तक जितना कानून किसी लैब से रखवाता है।',
  'personalData.delete': 'इन्हें कैसे हटाएँ: किसी व्यक्ति या पते को हटाएँ, या कभी भी हमसे अपना खाता हटाने को कहें।',
  'personalData.contact': 'किससे संपर्क करें: {email} पर लिखें या {phone} पर कॉल करें।',
  'personalData.agree': 'मैं सहमत हूँ',
  'personalData.guardian': 'मैं इस व्यक्ति का/की माता-पिता या अभिभावक हूँ',
} as const satisfies Translation<EnglishAreas['personalData']>;
