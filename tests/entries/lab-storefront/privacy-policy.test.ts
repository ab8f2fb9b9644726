import { landingOn } from '../support/landingOn';

landingOn('#/privacy-policy', 'Privacy Policy');
