// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteRem } from '../../build/remRelativeToWidget';

describe('rem in the bundle CSS', () => {
  it('is anchored to the widget base size in declarations', () => {
    expect(rewriteRem('.a { font-size: 0.875rem; margin: 1rem -2rem; }')).toBe(
      '.a { font-size: calc(0.875 * var(--_rem)); margin: calc(1 * var(--_rem)) calc(-2 * var(--_rem)); }',
    );
  });

  it('is anchored inside functions and custom properties too', () => {
    expect(rewriteRem('.a { --gap: .5rem; width: min(100%, 40rem); }')).toBe(
      '.a { --gap: calc(.5 * var(--_rem)); width: min(100%, calc(40 * var(--_rem))); }',
    );
  });

  it('stays real rem in media and container conditions, where var() is not allowed', () => {
    const css = '@media (min-width: 48rem) { .a { gap: .5rem } }';
    expect(rewriteRem(css)).toBe('@media (min-width: 48rem) { .a { gap: calc(.5 * var(--_rem)) } }');
    expect(rewriteRem('@container (width > 30rem) { .a { gap: 1rem } }')).toBe(
      '@container (width > 30rem) { .a { gap: calc(1 * var(--_rem)) } }',
    );
  });

  it('leaves comments alone', () => {
    const css = '/* sizes in 1rem steps */\n.a { /* was 2rem */ gap: 1rem; }';
    expect(rewriteRem(css)).toBe('/* sizes in 1rem steps */\n.a { /* was 2rem */ gap: calc(1 * var(--_rem)); }');
  });

  it('leaves strings alone', () => {
    expect(rewriteRem(`.a::before { content: "1rem"; font: 1rem 'Font 2rem'; }`)).toBe(
      `.a::before { content: "1rem"; font: calc(1 * var(--_rem)) 'Font 2rem'; }`,
    );
  });

  it('leaves url() alone, quoted or not', () => {
    const css = '.a { background: url(/img/1rem.svg) 0 0 / 2rem, url("x 1rem.svg"); }';
    expect(rewriteRem(css)).toBe(
      '.a { background: url(/img/1rem.svg) 0 0 / calc(2 * var(--_rem)), url("x 1rem.svg"); }',
    );
  });

  it('leaves names that only contain rem alone', () => {
    expect(rewriteRem('.rem-2rem { grid-area: a1rem; animation: remind 2s; }')).toBe(
      '.rem-2rem { grid-area: a1rem; animation: remind 2s; }',
    );
  });
});
