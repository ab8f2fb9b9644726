/** Texts of the cart screen (product §2 cart, §4 removal, §8, §9). */
export const cart = {
  'cart.empty': 'Your cart is empty',
  'cart.emptyHint': 'Add a health checkup or a single test to get started.',
  'cart.continueShopping': 'Continue Shopping',
  'cart.loadFailed': 'We could not load your cart, so it may not really be empty.',
  'cart.retry': 'Retry',
  'cart.items': 'Items in your cart',
  'cart.remove': 'Remove',
  'cart.removeItem': 'Remove {name}',
  'cart.removed': '{name} was removed from your cart',
  'cart.confirm.title': 'Confirm Removal',
  'cart.confirm.question': 'Are you sure you want to remove this item from your cart?',
  'cart.confirm.cancel': 'Cancel',
  'cart.confirm.remove': 'Remove',
  'cart.summary': 'Order summary',
  'cart.subtotal': 'Subtotal',
  'cart.tax': 'Tax',
  'cart.total': 'Total',
  'cart.checkout': 'Checkout',
  'cart.checkoutMessage': 'Checkout functionality to be implemented',
  'cart.fee.label': 'Home collection',
  'cart.fee.free': 'Free',
  'cart.fee.rule': 'Home collection is free for orders of {amount} or more.',
  'cart.homeCollection': 'Home sample collection is available in {count} areas of central Bengaluru.',
  'cart.overlap.title': 'Some tests are in your cart twice',
  'cart.overlap.included': '{name} is already included in {container}. Remove it to save {amount}.',
  'cart.overlap.shared': '{first} and {second} both include {tests}.',
  'cart.overlap.sharedChoice': 'You would pay for these tests twice. Which one to keep is your choice.',
  'cart.names.andLast': '{names} and {last}',
  'cart.names.andMore.one': '{names} and {count} more',
  'cart.names.andMore.other': '{names} and {count} more',
  'cart.prep.title': 'Before your sample collection',
  'cart.prep.fasting': 'Fasting',
  'cart.prep.fastingFor': 'Required for {names}. Only water until your sample is collected.',
  'cart.prep.noFasting': 'Not required for these tests',
  'cart.prep.samples': 'Samples',
  'cart.prep.reports': 'All reports within',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    cart: typeof cart;
  }
}
