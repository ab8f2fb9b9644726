import { icon } from './icon';

export const UserRound = icon('M7 8a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M20 21a8 8 0 0 0-16 0');
