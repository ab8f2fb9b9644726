import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the package comparison. */
export const comparison = {
  'comparison.caption': 'पैकेज आमने-सामने: किसमें क्या शामिल है',
  'comparison.loading': 'तुलना के लिए पैकेज लोड हो रहे हैं…',
  'comparison.package': 'पैकेज',
  'comparison.price': 'कीमत',
  'comparison.testCount': 'शामिल टेस्ट',
  'comparison.addToCart': 'कार्ट में जोड़ें',
  'comparison.included': 'शामिल है',
  'comparison.notIncluded': 'शामिल नहीं है',
  'comparison.onlyDifferences': 'सिर्फ़ अंतर दिखाएँ',
  'comparison.differences.one': '{count} टेस्ट इनमें से कुछ पैकेज में है और कुछ में नहीं।',
  'comparison.differences.other': '{count} टेस्ट इनमें से कुछ पैकेज में हैं और कुछ में नहीं।',
  'comparison.sameTests': 'इन पैकेज में एक जैसे टेस्ट शामिल हैं।',
  'comparison.notFound': 'पैकेज नहीं मिला: {id}',
  'comparison.tooFew': 'तुलना के लिए {least} या {most} पैकेज चुनें।',
  'comparison.tooMany': 'एक बार में {most} पैकेज तक की तुलना हो सकती है: पहले {most} दिखाए गए हैं।',
} as const satisfies Translation<EnglishAreas['comparison']>;
