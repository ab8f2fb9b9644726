/**
 * Whether two names on a lab's reports mean the same test. Labs write one parameter several ways:
 * 'TSH', 'tsh', 'TSH (Thyroid Stimulating Hormone)', 'Thyroid Stimulating Hormone (TSH)'. A name
 * is read as its words outside brackets plus what each bracket holds; case and spacing never count.
 *
 * Two names match when they are the same, when their words outside brackets are the same
 * ('TSH (Thyroid Stimulating Hormone)' and 'TSH'), or when one's words are the other's bracket
 * ('TSH' and 'Thyroid Stimulating Hormone (TSH)'). Two brackets alone never make a match: a
 * bracket also holds qualifiers ('Quantitative', 'Rapid Card') that many different tests share.
 */
export interface ReadName {
  whole: string;
  outside: string;
  brackets: string[];
}

const bracketed = /\(([^()]*)\)/g;

/** Lower case without any spacing, so 'Vitamin  D' and 'vitamin d' read alike. */
const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function readName(name: string): ReadName {
  const brackets = [...name.matchAll(bracketed)].map(([, inside = '']) => squeeze(inside)).filter(Boolean);
  return { whole: squeeze(name), outside: squeeze(name.replace(bracketed, ' ')), brackets };
}

export function namesMatch(first: ReadName, second: ReadName): boolean {
  if (first.whole === second.whole) return true;
  if (first.outside && first.outside === second.outside) return true;
  return second.brackets.includes(first.outside) || first.brackets.includes(second.outside);
}
