import { icon } from './icon';

export const X = icon('M18 6 6 18M6 6l12 12');
