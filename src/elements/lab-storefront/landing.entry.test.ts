import { landingOnEach } from '../../../tests/entries/support/landingOn';
import { landingScreens } from '../../../tests/entries/support/landingScreens';

landingOnEach(landingScreens);
