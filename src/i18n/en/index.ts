import { api } from './api';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { chrome } from './chrome';
import { common } from './common';
import { content } from './content';
import { home } from './home';
import { login } from './login';
import { pages } from './pages';
import { pincode } from './pincode';
import { product } from './product';
import { search } from './search';

/**
 * The English catalogue: every user-facing string, keyed by area. Each area lives in its own file
 * so screens can grow their texts without touching each other; other locales must provide the
 * same keys (see `Catalogue`).
 */
export const en = {
  ...common,
  ...api,
  ...pages,
  ...chrome,
  ...home,
  ...pincode,
  ...content,
  ...catalogue,
  ...product,
  ...search,
  ...login,
  ...cart,
};
