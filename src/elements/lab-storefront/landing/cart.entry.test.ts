import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/cart?userId=u1', 'Your Cart');
