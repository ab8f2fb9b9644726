import { icon } from './icon';

export const ChevronDown = icon('M6 9l6 6 6 -6');
