import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/woman-care', 'Women Care Health Packages');
