import { landingOn } from '../support/landingOn';

landingOn('#/woman-care', 'Women Care Health Packages');
