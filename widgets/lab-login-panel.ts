import { LoginPanel } from '../src/components/LoginPanel/LoginPanel';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labLoginPanel } from '../src/elements/definitions/labLoginPanel';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { login } from '../src/i18n/en/login';

void registerMessages({ common, api, login });

export const LabLoginPanelElement = createLabElement(labLoginPanel, LoginPanel);

defineLabElement(LabLoginPanelElement);
