import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/checkups', 'Health Checkup Packages');
