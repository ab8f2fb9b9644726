import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/vital-organ', 'Vital Organ Health Checkups');
