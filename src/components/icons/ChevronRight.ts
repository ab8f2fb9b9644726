import { icon } from './icon';

export const ChevronRight = icon('M9 18l6 -6 -6 -6');
