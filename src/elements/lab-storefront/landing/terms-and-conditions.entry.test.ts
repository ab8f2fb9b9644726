import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/terms-and-conditions', 'Terms and Conditions');
