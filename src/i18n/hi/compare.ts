import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the package comparison. */
export const compare = {
  'compare.caption': 'पैकेज आमने-सामने: किसमें क्या शामिल है',
  'compare.loading': 'तुलना के लिए पैकेज लोड हो रहे हैं…',
  'compare.package': 'पैकेज',
  'compare.price': 'कीमत',
  'compare.testCount': 'शामिल टेस्ट',
  'compare.addToCart': 'कार्ट में जोड़ें',
  'compare.included': 'शामिल है',
  'compare.notIncluded': 'शामिल नहीं है',
  'compare.onlyDifferences': 'सिर्फ़ अंतर दिखाएँ',
  'compare.differences.one': '{count} टेस्ट इनमें से कुछ पैकेज में है और कुछ में नहीं।',
  'compare.differences.other': '{count} टेस्ट इनमें से कुछ पैकेज में हैं और कुछ में नहीं।',
  'compare.sameTests': 'इन पैकेज में एक जैसे टेस्ट शामिल हैं।',
  'compare.notFound': 'पैकेज नहीं मिला: {id}',
  'compare.tooFew': 'तुलना के लिए {least} या {most} पैकेज चुनें।',
  'compare.tooMany': 'एक बार में {most} पैकेज तक की तुलना हो सकती है: पहले {most} दिखाए गए हैं।',
} as const satisfies Translation<EnglishAreas['compare']>;
