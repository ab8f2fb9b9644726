import { apiTexts, lazyScreen } from '../lazyScreen';

export default lazyScreen(() => import('./CheckoutPage'), () => import('./checkoutTexts'), apiTexts);
