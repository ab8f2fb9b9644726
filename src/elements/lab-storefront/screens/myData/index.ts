import { apiTexts, catalogueTexts, lazyScreen, myDataTexts } from '../lazyScreen';

export default lazyScreen(() => import('./MyDataPage'), myDataTexts, catalogueTexts, apiTexts);
