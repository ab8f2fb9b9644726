import type { common as english } from '../en/common';
import type { Translation } from '../translation';

/** Hindi texts shared by several screens and widgets. */
export const common = {
  'brand.logoAlt': 'Sanjeevani Diagnostics होम',
  'nav.home': 'होम',
  'loading': 'लोड हो रहा है…',
  'screenLoadFailed.title': 'यह पेज लोड नहीं हो सका',
  'screenLoadFailed.text':
    'स्टोर का कुछ हिस्सा लोड नहीं हुआ, शायद कनेक्शन टूट गया था या साइट अभी-अभी अपडेट हुई है। पेज को दोबारा लोड करने से आमतौर पर यह ठीक हो जाता है।',
  'screenLoadFailed.reload': 'पेज दोबारा लोड करें',
  'money.original': 'असली कीमत',
  'money.price': 'कीमत',
  'money.saving': '{amount} की बचत',
  'money.percentOff': '{percent}% छूट',
  'session.ended': 'जारी रखने के लिए कृपया लॉगिन करें',
  'session.login': 'लॉगिन',
} as const satisfies Translation<typeof english>;
