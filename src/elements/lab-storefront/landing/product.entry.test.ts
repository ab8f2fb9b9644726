import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/product?id=t1', 'Basic Full Body Checkup');
