import type { Translator } from '../../../../i18n';

/** "T3, T4 and TSH", or with a `limit` of 3 "T3, T4, TSH and 12 more", in the element's language. */
export function nameList(t: Translator, names: readonly string[], limit = names.length): string {
  const shown = names.slice(0, limit);
  const more = names.length - shown.length;
  if (more > 0) return t.plural('cart.names.andMore', more, { names: shown.join(', ') });
  const last = shown.pop();
  if (last === undefined || shown.length === 0) return last ?? '';
  return t('cart.names.andLast', { names: shown.join(', '), last });
}
