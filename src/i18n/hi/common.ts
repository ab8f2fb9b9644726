import type { common as english } from '../en/common';
import type { Translation } from '../translation';

/** Hindi texts shared by several screens and widgets. */
export const common = {
  'common.brand.logoAlt': 'Sanjeevani Diagnostics होम',
  'common.nav.home': 'होम',
  'common.loading': 'लोड हो रहा है…',
  'common.screenLoadFailed.title': 'यह पेज लोड नहीं हो सका',
  'common.screenLoadFailed.text':
    'स्टोर का कुछ हिस्सा लोड नहीं हुआ, शायद कनेक्शन टूट गया था या साइट अभी-अभी अपडेट हुई है। पेज को दोबारा लोड करने से आमतौर पर यह ठीक हो जाता है।',
  'common.screenLoadFailed.reload': 'पेज दोबारा लोड करें',
  'common.money.original': 'असली कीमत',
  'common.money.price': 'कीमत',
  'common.money.saving': '{amount} की बचत',
  'common.money.percentOff': '{percent}% छूट',
  'common.session.ended': 'जारी रखने के लिए कृपया लॉगिन करें',
  'common.session.login': 'लॉगिन',
} as const satisfies Translation<typeof english>;
