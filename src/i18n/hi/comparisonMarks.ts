import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of marking packages for comparison: the mark, the tray and its dialog. */
export const comparisonMarks = {
  'comparisonMarks.mark': 'तुलना करें',
  'comparisonMarks.markOf': '{name} की तुलना करें',
  'comparisonMarks.refused': 'आप एक बार में ज़्यादा से ज़्यादा {most} पैकेज की तुलना कर सकते हैं। {name} जोड़ने के लिए ट्रे से कोई एक पैकेज हटाएँ।',
  'comparisonMarks.tray': 'तुलना के लिए चुने गए पैकेज',
  'comparisonMarks.count.one': '{most} में से {count} पैकेज चुना गया',
  'comparisonMarks.count.other': '{most} में से {count} पैकेज चुने गए',
  'comparisonMarks.oneMore': 'तुलना के लिए एक और पैकेज चुनें',
  'comparisonMarks.remove': '{name} को तुलना से हटाएँ',
  'comparisonMarks.open': 'अभी तुलना करें',
  'comparisonMarks.title': 'पैकेज की तुलना',
  'comparisonMarks.close': 'बंद करें',
} as const satisfies Translation<EnglishAreas['comparisonMarks']>;
