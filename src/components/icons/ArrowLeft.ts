import { icon } from './icon';

export const ArrowLeft = icon('M12 19l-7 -7 7 -7M19 12H5');
