// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as areas from './support/englishAreas';

describe('the English catalogue', () => {
  it('never has one key in two areas (TypeScript would quietly reduce the key type to never)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(areas)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const shared = [...owners].filter(([, inAreas]) => inAreas.length > 1);
    expect(shared).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = Object.values(areas).flatMap((messages) =>
      Object.entries(messages).filter(([, text]) => text.trim() === '').map(([key]) => key),
    );
    expect(empty).toEqual([]);
  });
});

describe('plural texts', () => {
  it('pick the form by the language rules and fill the count', async () => {
    const { translator } = await import('../../src/i18n');
    const t = translator('en');
    expect(t.plural('search.results', 1)).toBe('1 result');
    expect(t.plural('search.results', 5)).toBe('5 results');
    expect(t.plural('card.includes', 72)).toBe('72 tests included');
  });

  it('always have the other form that every language falls back to', () => {
    const keys = Object.values(areas).flatMap((messages) => Object.keys(messages));
    const orphans = keys
      .filter((key) => /\.(zero|one|two|few|many)$/.test(key))
      .filter((key) => !keys.includes(key.replace(/\.\w+$/, '.other')));
    expect(orphans).toEqual([]);
  });
});
