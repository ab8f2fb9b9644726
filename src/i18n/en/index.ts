import type { api } from './api';
import type { cart } from './cart';
import type { cartBadge } from './cartBadge';
import type { catalogue } from './catalogue';
import type { chrome } from './chrome';
import type { common } from './common';
import type { content } from './content';
import type { home } from './home';
import type { homeCategories } from './homeCategories';
import type { homeSamples } from './homeSamples';
import type { login } from './login';
import type { pages } from './pages';
import type { pincode } from './pincode';
import type { product } from './product';
import type { search } from './search';

/**
 * The English catalogue's shape: every user-facing string, keyed by area, one file per area.
 * Only types are imported here: each area's texts are registered (`registerMessages`) by the
 * element or lazy screen that shows them, so a pin-code widget does not download the legal
 * pages' prose. Other languages must provide the same keys.
 */
export type EnglishMessages = typeof common &
  typeof api &
  typeof pages &
  typeof chrome &
  typeof home &
  typeof homeCategories &
  typeof homeSamples &
  typeof pincode &
  typeof content &
  typeof catalogue &
  typeof product &
  typeof search &
  typeof login &
  typeof cart &
  typeof cartBadge;
