import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of marking packages for comparison: the mark, the tray and its dialog. */
export const compareMarks = {
  'compareMarks.mark': 'तुलना करें',
  'compareMarks.markOf': '{name} की तुलना करें',
  'compareMarks.refused': 'आप एक बार में ज़्यादा से ज़्यादा {most} पैकेज की तुलना कर सकते हैं। {name} जोड़ने के लिए ट्रे से कोई एक पैकेज हटाएँ।',
  'compareMarks.tray': 'तुलना के लिए चुने गए पैकेज',
  'compareMarks.count.one': '{most} में से {count} पैकेज चुना गया',
  'compareMarks.count.other': '{most} में से {count} पैकेज चुने गए',
  'compareMarks.oneMore': 'तुलना के लिए एक और पैकेज चुनें',
  'compareMarks.remove': '{name} को तुलना से हटाएँ',
  'compareMarks.open': 'अभी तुलना करें',
  'compareMarks.title': 'पैकेज की तुलना',
  'compareMarks.close': 'बंद करें',
} as const satisfies Translation<EnglishAreas['compareMarks']>;
