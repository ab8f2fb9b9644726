import { landingOn } from '../support/landingOn';

landingOn('#/terms-and-conditions', 'Terms and Conditions');
