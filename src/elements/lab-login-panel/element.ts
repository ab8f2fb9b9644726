import { LoginPanel } from './LoginPanel';
import { createLabElement } from '../defineElement';
import { labLoginPanel } from './definition';
import { connection } from '../../i18n/en/connection';
import { registerMessages } from '../../i18n';
import { common } from '../../i18n/en/common';
import { api } from '../../i18n/en/api';
import { login } from './texts/en/login';

void registerMessages({ connection, common, api, login });

/**
 * The `lab-login-panel` class with the texts it shows. Only its entry file
 * (`widgets/lab-login-panel.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabLoginPanelElement = createLabElement(labLoginPanel, LoginPanel);
