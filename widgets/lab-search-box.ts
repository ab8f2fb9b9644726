import { SearchBox } from '../src/components/SearchBox/SearchBox';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labSearchBox } from '../src/elements/definitions/labSearchBox';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { search } from '../src/i18n/en/search';

void registerMessages({ common, api, search });

export const LabSearchBoxElement = createLabElement(labSearchBox, SearchBox);

defineLabElement(LabSearchBoxElement);
