// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteRem } from '../../build/remRelativeToWidget';

describe('rem in the bundle CSS', () => {
  it('is anchored to the widget base size in declarations', () => {
    expect(rewriteRem('.a { font-size: 0.875rem; margin: 1rem -2rem; }')).toBe(
      '.a { font-size: calc(0.875 * var(--_rem)); margin: calc(1 * var(--_rem)) calc(-2 * var(--_rem)); }',
    );
  });

  it('stays real rem in media and container conditions, where var() is not allowed', () => {
    const css = '@media (min-width: 48rem) { .a { gap: .5rem } }';
    expect(rewriteRem(css)).toBe('@media (min-width: 48rem) { .a { gap: calc(.5 * var(--_rem)) } }');
  });
});
