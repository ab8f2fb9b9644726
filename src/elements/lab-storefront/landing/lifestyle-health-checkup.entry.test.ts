import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/lifestyle-health-checkup', 'Lifestyle Health Checkups');
