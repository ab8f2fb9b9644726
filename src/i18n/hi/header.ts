import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the header: its strip, account menu and catalogue navigation. */
export const header = {
  'header.strip': 'मध्य बेंगलुरु के {count} इलाकों में होम सैंपल कलेक्शन · सुबह 6 से शाम 6 बजे तक, हर दिन',
  'header.callUs': '{phone} पर कॉल करें',
  'header.catalogueNav': 'टेस्ट कैटेगरी',
  'header.login': 'लॉगिन',
  'header.account': 'मेरा अकाउंट',
  'header.signedIn': 'आप लॉगिन हैं',
  'header.myCart': 'मेरा कार्ट',
  'header.myBookings': 'मेरी बुकिंग',
  'header.logout': 'लॉगआउट',
  'header.myData': 'मेरी जानकारी',
} as const satisfies Translation<EnglishAreas['header']>;
