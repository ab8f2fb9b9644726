import { registerMessages } from '../../../src/i18n';
import { api } from '../../../src/i18n/en/api';
import { cart } from '../../../src/i18n/en/cart';
import { cartScreen } from '../../../src/i18n/en/cartScreen';
import { catalogue } from '../../../src/i18n/en/catalogue';
import { chrome } from '../../../src/i18n/en/chrome';
import { common } from '../../../src/i18n/en/common';
import { content } from '../../../src/i18n/en/content';
import { home } from '../../../src/i18n/en/home';
import { login } from '../../../src/i18n/en/login';
import { pages } from '../../../src/i18n/en/pages';
import { pincode } from '../../../src/i18n/en/pincode';
import { product } from '../../../src/i18n/en/product';
import { search } from '../../../src/i18n/en/search';

/** Component tests render components without their element or lazy loader: give them every text. */
registerMessages('en', common, api, pages, chrome, home, pincode, content, catalogue, product, search, login, cart, cartScreen);
