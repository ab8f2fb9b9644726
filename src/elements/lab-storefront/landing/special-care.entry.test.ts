import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/special-care', 'Special Care Packages');
