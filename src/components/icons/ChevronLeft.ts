import { icon } from './icon';

export const ChevronLeft = icon('M15 18l-6 -6 6 -6');
