import { icon } from './icon';

export const ShoppingBasket = icon(
  'M15 11l-1 9M19 11l-4 -7M2 11h20M3.5 11l1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4M4.5 15.5h15M5 11l4 -7M9 11l1 9',
);
