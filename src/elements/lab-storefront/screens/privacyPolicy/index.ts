import { contentTexts, lazyScreen } from '../lazyScreen';

export default lazyScreen(() => import('./PrivacyPolicyPage'), contentTexts);
