import { icon } from './icon';

export const Languages = icon('M5 8l6 6M4 14l6 -6 2 -3M2 5h12M7 2h1M22 22l-5 -10 -5 10M14 18h6');
