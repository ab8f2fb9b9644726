import { Storefront } from './Storefront';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labStorefront } from './definition';
import { registerMessages } from '../../i18n';
import { chrome } from '../../i18n/en/chrome';
import { home } from './texts/en/home';
import { homeCategories } from './texts/en/homeCategories';
import { pincode } from '../lab-pincode-checker';
import { renderWhenNear } from './renderWhenNear';

// The header's and widgets' texts come with their classes; lazy screens bring their own, and
// their titles.
void registerMessages({ chrome, home, homeCategories, pincode });

/**
 * The `lab-storefront` class with the texts of its first screen (Home) and its chrome, and the
 * wait of `loading="lazy"`. Its room until its first render is the host's own screen height
 * (base.css), so it holds no box of its own.
 */
export const LabStorefrontElement = createLabElement(labStorefront, Storefront, { firstRenderTiming: renderWhenNear });
export default LabStorefrontElement;
