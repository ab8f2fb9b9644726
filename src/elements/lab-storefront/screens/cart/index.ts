import { apiTexts, cartTexts, catalogueTexts, lazyScreen, productTexts } from '../lazyScreen';

export default lazyScreen(() => import('./CartPage'), catalogueTexts, productTexts, cartTexts, apiTexts);
