import { registerMessages } from '../../../src/i18n';
import * as areas from './englishAreas';

/** Component tests render components without their element or lazy loader: give them every text. */
void registerMessages(areas);
