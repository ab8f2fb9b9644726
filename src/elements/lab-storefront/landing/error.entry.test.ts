import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/error', 'Oops! Something went wrong');
