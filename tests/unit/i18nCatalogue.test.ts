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
