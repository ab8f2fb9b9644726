import { icon } from './icon';

export const ChevronDown = icon('<path d="m6 9 6 6 6-6"/>');
