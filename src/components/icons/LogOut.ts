import { icon } from './icon';

export const LogOut = icon('M16 17l5 -5 -5 -5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4');
