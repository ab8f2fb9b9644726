import { landingOn } from '../support/landingOn';

landingOn('#/lifestyle-health-checkup', 'Lifestyle Health Checkups');
