import { landingOn } from '../support/landingOn';

landingOn('#/product?id=t1', 'Basic Full Body Checkup');
