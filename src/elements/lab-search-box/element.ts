import { SearchBox } from './SearchBox';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labSearchBox } from './definition';
import { connection } from '../../i18n/en/connection';
import { registerMessages } from '../../i18n';
import { common } from '../../i18n/en/common';
import { search } from './texts/en/search';

void registerMessages({ connection, common, search });

/**
 * The `lab-search-box` class with the texts it shows. Only its entry file
 * (`widgets/lab-search-box.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabSearchBoxElement = createLabElement(labSearchBox, SearchBox);
export default LabSearchBoxElement;
