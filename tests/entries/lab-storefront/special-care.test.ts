import { landingOn } from '../support/landingOn';

landingOn('#/special-care', 'Special Care Packages');
