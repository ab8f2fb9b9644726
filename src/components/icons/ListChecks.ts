import { icon } from './icon';

export const ListChecks = icon('M13 5h8M13 12h8M13 19h8M3 17l2 2 4 -4M3 7l2 2 4 -4');
