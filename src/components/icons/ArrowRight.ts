import { icon } from './icon';

export const ArrowRight = icon('M5 12h14M12 5l7 7 -7 7');
