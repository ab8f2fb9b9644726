/** Every area of the English catalogue, for tests that look at all of them. */
export { api } from '../../../src/i18n/en/api';
export { cartBadge } from '../../../src/i18n/en/cartBadge';
export { cart } from '../../../src/i18n/en/cart';
export { catalogue } from '../../../src/i18n/en/catalogue';
export { chrome } from '../../../src/i18n/en/chrome';
export { common } from '../../../src/i18n/en/common';
export { content } from '../../../src/i18n/en/content';
export { home } from '../../../src/i18n/en/home';
export { homeCategories } from '../../../src/i18n/en/homeCategories';
export { homeSamples } from '../../../src/i18n/en/homeSamples';
export { login } from '../../../src/i18n/en/login';
export { pages } from '../../../src/i18n/en/pages';
export { pincode } from '../../../src/i18n/en/pincode';
export { product } from '../../../src/i18n/en/product';
export { search } from '../../../src/i18n/en/search';
