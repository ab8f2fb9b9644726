import { icon } from './icon';

export const CircleUserRound = icon(
  'M17.925 20.056a6 6 0 0 0-11.851.001M8 11a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0',
);
