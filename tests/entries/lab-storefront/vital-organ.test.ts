import { landingOn } from '../support/landingOn';

landingOn('#/vital-organ', 'Vital Organ Health Checkups');
