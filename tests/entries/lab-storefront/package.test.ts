import { landingOn } from '../support/landingOn';

landingOn('#/package', 'Exclusive Packages');
