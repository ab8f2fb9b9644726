import { icon } from './icon';

export const ArrowUp = icon('M5 12l7 -7 7 7M12 19V5');
