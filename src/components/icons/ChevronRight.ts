import { icon } from './icon';

export const ChevronRight = icon('<path d="m9 18 6-6-6-6"/>');
