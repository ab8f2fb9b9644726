import { landingOn } from '../support/landingOn';

landingOn('#/single-test', 'Single Tests');
