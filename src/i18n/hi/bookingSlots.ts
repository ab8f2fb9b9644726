import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the booking step "Pick a time" (product §11). */
export const bookingSlots = {
  'bookingSlots.days': 'दिन',
  'bookingSlots.today': 'आज',
  'bookingSlots.tomorrow': 'कल',
  'bookingSlots.times': '{day} के समय',
  'bookingSlots.hours': 'आपके चुने हुए घंटे के भीतर कलेक्टर आपके पास आते हैं, हर दिन {first} से {last} तक।',
  'bookingSlots.leadTime': 'आज के समय अभी से कम से कम {hours} घंटे बाद शुरू होते हैं, ताकि कलेक्टर आप तक पहुँच सकें।',
  'bookingSlots.fasting':
    'आपके कुछ टेस्ट के लिए खाली पेट रहना ज़रूरी है, इसलिए हम केवल {cutoff} से पहले शुरू होने वाले समय देते हैं: सैंपल लेने के बाद आप खा सकते हैं।',
  'bookingSlots.noTimesToday': 'आज कोई और समय नहीं बचा है। कृपया कोई दूसरा दिन चुनें।',
  'bookingSlots.dayFull': 'इस दिन के सभी समय भर चुके हैं। कृपया कोई दूसरा दिन चुनें।',
  'bookingSlots.noTimes': 'इस दिन कोई समय बुक नहीं किया जा सकता। कृपया कोई दूसरा दिन चुनें।',
  'bookingSlots.left.one': '{count} विज़िट बाकी',
  'bookingSlots.left.other': '{count} विज़िट बाकी',
  'bookingSlots.full': 'भर गया',
  'bookingSlots.bookedNow': 'आपकी बुकिंग',
  'bookingSlots.current': 'अभी {day}, {time} के लिए बुक है। नया समय चुनें।',
  'bookingSlots.loading': 'समय लोड हो रहे हैं…',
  'bookingSlots.holding': 'यह समय आपके लिए रोका जा रहा है…',
  'bookingSlots.held': 'हम {time} आपके लिए {until} तक रोके हुए हैं',
  'bookingSlots.heldHint': 'इसे बनाए रखने के लिए उससे पहले बुक करें। दूसरा समय चुनने पर यह छूट जाएगा।',
  'bookingSlots.expired': 'आपका रोका हुआ समय खत्म हो गया है। कृपया फिर से समय चुनें।',
  'bookingSlots.taken': 'यह समय अब उपलब्ध नहीं है। कृपया कोई दूसरा समय चुनें।',
  'bookingSlots.holdFailed': 'हम यह समय रोक नहीं सके। कृपया फिर से कोशिश करें।',
  'bookingSlots.holdError': 'यह समय रोकने के लिए हम सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'bookingSlots.loadFailed': 'हम समय लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  'bookingSlots.loadError': 'समय लोड करने के लिए हम सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'bookingSlots.retry': 'फिर से कोशिश करें',
} as const satisfies Translation<EnglishAreas['bookingSlots']>;
