import { icon } from './icon';

export const SearchX = icon('M13.5 8.5l-5 5M8.5 8.5l5 5M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M21 21l-4.3 -4.3');
