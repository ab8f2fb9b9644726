import { landingOn } from '../support/landingOn';

landingOn('#/checkups', 'Health Checkup Packages');
