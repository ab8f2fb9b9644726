/** Texts of the product detail screen. */
export const product = {
  'product.notFound': 'Product not found',
  'product.notFoundHint': 'The test you are looking for may have been removed or the link is incomplete.',
  'product.browse': 'Browse health checkups',
  'product.sampleType': 'Sample type',
  'product.defaultSampleType': 'Blood',
  'product.fasting': 'Fasting',
  'product.reportTime': 'Report time',
  'product.defaultReportTime': '24 hours',
  'product.included': 'What’s included',
  'product.groupCount.one': '{count} test',
  'product.groupCount.other': '{count} tests',
  'product.bookNow': 'Book Now',
  'product.bookNowMessage': 'Book now functionality to be implemented',
  'product.homeCollection': 'Home sample collection in {count} areas of central Bengaluru',
  'product.about': 'About this test',
  'product.includedInCart': 'Included in {name}, already in your cart',
} as const;

declare module './index' {
  interface EnglishAreas {
    product: typeof product;
  }
}
