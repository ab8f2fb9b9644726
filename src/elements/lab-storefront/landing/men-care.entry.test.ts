import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/men-care', 'Men Care Health Packages');
