import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/privacy-policy', 'Privacy Policy');
