import { icon } from './icon';

export const Minus = icon('M5 12h14');
