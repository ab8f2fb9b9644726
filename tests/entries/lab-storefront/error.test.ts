import { landingOn } from '../support/landingOn';

landingOn('#/error', 'Oops! Something went wrong');
