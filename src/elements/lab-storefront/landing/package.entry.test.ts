import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/package', 'Exclusive Packages');
