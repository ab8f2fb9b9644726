import { icon } from './icon';

export const CircleAlert = icon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 8L12 12M12 16L12.01 16');
