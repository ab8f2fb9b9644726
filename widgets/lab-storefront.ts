import { LabCartBadgeElement } from '../src/elements/classes/labCartBadge';
import { LabHeaderElement } from '../src/elements/classes/labHeader';
import { LabLoginPanelElement } from '../src/elements/classes/labLoginPanel';
import { LabPincodeCheckerElement } from '../src/elements/classes/labPincodeChecker';
import { LabSearchBoxElement } from '../src/elements/classes/labSearchBox';
import { Storefront } from '../src/components/Storefront';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labStorefront } from '../src/elements/definitions/labStorefront';
import { keepingFirstScreenSnapshot } from '../src/elements/firstScreenSnapshot';
import { registerMessages } from '../src/i18n';
import { chrome } from '../src/i18n/en/chrome';
import { home } from '../src/i18n/en/home';
import { homeCategories } from '../src/i18n/en/homeCategories';
import { pages } from '../src/i18n/en/pages';
import { pincode } from '../src/i18n/en/pincode';

// The header's and widgets' texts come with their classes above; lazy screens bring their own.
void registerMessages({ pages, chrome, home, homeCategories, pincode });

export const LabStorefrontElement = keepingFirstScreenSnapshot(createLabElement(labStorefront, Storefront));

// The store's file defines every element (DESIGN §2), the widgets' classes from the same chunks
// their own files use, so a page that loads both runs one copy of each.
for (const element of [
  LabHeaderElement,
  LabCartBadgeElement,
  LabSearchBoxElement,
  LabPincodeCheckerElement,
  LabLoginPanelElement,
  LabStorefrontElement,
]) {
  defineLabElement(element);
}
