import { landingOn } from '../support/landingOn';

landingOn('#/cart?userId=u1', 'Your Cart');
