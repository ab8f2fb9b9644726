import { TestCard } from './TestCard';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labTestCard } from './definition';
import { connection } from '../../i18n/en/connection';
import { registerMessages } from '../../i18n';
import { testCard } from './texts/en/testCard';
import { testCardRoom } from './testCardRoom';

// The texts it shares with the store's cards and product screen come with the card's body.
void registerMessages({ connection, testCard });

/**
 * The `lab-test-card` class with the texts it shows. Only its entry file
 * (`widgets/lab-test-card.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabTestCardElement = createLabElement(labTestCard, TestCard, { room: testCardRoom });
export default LabTestCardElement;
