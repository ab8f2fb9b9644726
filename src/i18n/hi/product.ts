import type { product as english } from '../en/product';
import type { Translation } from '../translation';

/** Hindi texts of the product detail screen. */
export const product = {
  'product.notFound': 'प्रोडक्ट नहीं मिला',
  'product.notFoundHint': 'आप जो टेस्ट ढूँढ रहे हैं, वह शायद हटा दिया गया है या लिंक अधूरा है।',
  'product.browse': 'हेल्थ चेकअप देखें',
  'product.sampleType': 'सैंपल का प्रकार',
  'product.defaultSampleType': 'ब्लड',
  'product.fasting': 'फ़ास्टिंग',
  'product.reportTime': 'रिपोर्ट का समय',
  'product.defaultReportTime': '24 घंटे',
  'product.included': 'क्या-क्या शामिल है',
  'product.groupCount.one': '{count} टेस्ट',
  'product.groupCount.other': '{count} टेस्ट',
  'product.bookNow': 'अभी बुक करें',
  'product.bookNowMessage': 'बुकिंग की सुविधा अभी लागू होनी बाकी है',
  'product.homeCollection': 'मध्य बेंगलुरु के {count} इलाकों में होम सैंपल कलेक्शन',
  'product.about': 'इस टेस्ट के बारे में',
  'product.includedInCart': '{name} में शामिल है, जो पहले से आपके कार्ट में है',
} as const satisfies Translation<typeof english>;
