/**
 * Texts of a finished pin-code check's answer (product §8), which load with the answer; the store's
 * checkout repeats them for an address not served.
 */
export const pincodeResult = {
  'pincodeResult.forPincode': '(pin code {pincode})',
  'pincodeResult.available.title': 'Great! Service Available',
  'pincodeResult.available.text': 'We provide home sample collection and lab services in your area',
  'pincodeResult.unavailable.title': 'Service Not Available',
  'pincodeResult.unavailable.text':
    "Sorry, we don't provide services in this area yet. We are expanding quickly. Please contact us for more information.",
} as const;

declare module './index' {
  interface EnglishAreas {
    pincodeResult: typeof pincodeResult;
  }
}
