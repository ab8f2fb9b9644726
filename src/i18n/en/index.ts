import { api } from './api';
import { cart } from './cart';
import { common } from './common';
import { pages } from './pages';

/**
 * The English catalogue: every user-facing string, keyed by area. Each area lives in its own file
 * so screens can grow their texts without touching each other; other locales must provide the
 * same keys (see `Catalogue`).
 */
export const en = {
  ...common,
  ...api,
  ...cart,
  ...pages,
};
