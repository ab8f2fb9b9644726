import { landingOn } from '../support/landingOn';

landingOn('#/men-care', 'Men Care Health Packages');
