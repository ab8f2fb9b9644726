import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of Home's sections below the first screen (product §2 Home). */
export const homeBelowFold = {
  'homeBelowFold.banners.label': 'ऑफ़र और अपडेट',
  'homeBelowFold.offers.title': 'स्पेशल ऑफ़र',
  'homeBelowFold.offers.subtitle': 'हमारे सबसे ज़्यादा बुक होने वाले चेकअप पर 35% तक की बचत',
  'homeBelowFold.offers.viewAllLabel': 'सभी स्पेशल ऑफ़र देखें',
  'homeBelowFold.offers.ribbon': 'सीमित समय का ऑफ़र',
  'homeBelowFold.offers.card.title': 'फ़ुल बॉडी चेकअप + 1 स्पेशल प्रोफ़ाइल टेस्ट मुफ़्त',
  'homeBelowFold.offers.card.tests': '{count} टेस्ट',
  'homeBelowFold.offers.card.description':
    'दिल, लिवर, किडनी, थायरॉइड, डायबिटीज़ और विटामिन मार्कर, साथ में आपकी पसंद का एक स्पेशल प्रोफ़ाइल, बिना किसी अतिरिक्त खर्च के।',
  'homeBelowFold.offers.card.knowMore': 'और जानें',
  'homeBelowFold.offers.card.addToCart': 'कार्ट में जोड़ें',
  'homeBelowFold.diy.badge': '25% छूट',
  'homeBelowFold.diy.title': 'अपना पैकेज खुद बनाएँ',
  'homeBelowFold.diy.claim': 'पाएँ 25% छूट',
  'homeBelowFold.diy.text':
    'सिर्फ़ वही टेस्ट चुनें जिनकी आपको ज़रूरत है, और उन्हें अलग-अलग बुक करने से कम कीमत चुकाएँ।',
  'homeBelowFold.diy.start': 'अभी शुरू करें',
  'homeBelowFold.care.title': 'हर ज़रूरत के लिए हेल्थ पैकेज',
  'homeBelowFold.care.subtitle': 'डॉक्टरों द्वारा तैयार चेकअप, जीवन के हर पड़ाव और शरीर के हर तंत्र के लिए',
  'homeBelowFold.care.from': '{price} से शुरू',
  'homeBelowFold.care.explore': '{group} देखें',
  'homeBelowFold.specialCare.subtitle': 'बुज़ुर्गों और लंबी बीमारियों के लिए खास देखभाल',
  'homeBelowFold.specialCare.viewAllLabel': 'सभी स्पेशल केयर पैकेज देखें',
  'homeBelowFold.singleTests.title': 'लोकप्रिय सिंगल टेस्ट',
  'homeBelowFold.singleTests.subtitle': 'सिर्फ़ वही टेस्ट बुक करें जो आपके डॉक्टर ने बताया है',
  'homeBelowFold.singleTests.viewAllLabel': 'सभी सिंगल टेस्ट देखें',
  'homeBelowFold.shelf.tests.one': '{count} टेस्ट शामिल',
  'homeBelowFold.shelf.tests.other': '{count} टेस्ट शामिल',
  'homeBelowFold.stats.title': 'भरोसेमंद देखभाल',
  'homeBelowFold.stats.percent': '{value}%',
  'homeBelowFold.stats.reports': 'समय पर रिपोर्ट डिलीवरी',
  'homeBelowFold.stats.collections': 'समय पर सैंपल कलेक्शन',
  'homeBelowFold.stats.reviews': 'ग्राहकों के सकारात्मक रिव्यू',
  'homeBelowFold.stats.assurance':
    'हर सैंपल प्रशिक्षित फ्लेबोटोमिस्ट सील-बंद, एक बार इस्तेमाल होने वाली किट से लेते हैं, और उसकी जाँच हमारी पार्टनर लैबोरेटरी करती हैं।',
  'homeBelowFold.stats.accreditation': 'मान्यता: {accreditation}।',
  'homeBelowFold.ads.label': 'पार्टनर ऑफ़र',
} as const satisfies Translation<EnglishAreas['homeBelowFold']>;
