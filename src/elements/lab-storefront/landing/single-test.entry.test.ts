import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/single-test', 'Single Tests');
