import { registerMessages } from '../../../src/i18n';
import { englishAreas as areas } from './englishAreas';

/**
 * Component tests render components without their element or lazy loader: give them every text.
 * Whether each element registers what it shows is the entry tests' concern (tests/entries/).
 */
void registerMessages(areas);
