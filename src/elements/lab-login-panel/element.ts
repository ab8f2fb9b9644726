import { LoginPanelElementRoot } from './LoginPanelElementRoot';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labLoginPanel } from './definition';
import { connection } from '../../i18n/en/connection';
import { registerMessages } from '../../i18n';

void registerMessages({ connection });

/**
 * The `lab-login-panel` class with the texts it shows before its panel opens (the panel brings its
 * own). Only its entry file
 * (`widgets/lab-login-panel.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabLoginPanelElement = createLabElement(labLoginPanel, LoginPanelElementRoot);
export default LabLoginPanelElement;
