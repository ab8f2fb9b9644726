import { catalogueScreenTexts, lazyScreen } from '../lazyScreen';

export default lazyScreen(() => import('./ProductPage'), ...catalogueScreenTexts);
