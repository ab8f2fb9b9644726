import type { Plugin } from 'vite';

const remInDeclaration = /(-?\d*\.?\d+)rem\b/g;
const atRulePrelude = /@(media|container|supports)[^{]*/g;

/**
 * Makes `rem` in the bundle's own CSS mean 1/16 of the widget's base size instead of the host
 * page's root font size: embedding pages often set `html { font-size: 62.5% }`, which would
 * shrink every widget. Declarations are rewritten to `calc(N * var(--_rem))` (tokens.css sets
 * `--_rem`); at-rule conditions keep real `rem`, where `var()` is not allowed.
 */
export function rewriteRem(css: string): string {
  const preludes: string[] = [];
  const masked = css.replace(atRulePrelude, (prelude) => {
    preludes.push(prelude);
    return `@@prelude${preludes.length - 1}@@`;
  });
  const rewritten = masked.replace(remInDeclaration, (_, value: string) => `calc(${value} * var(--_rem))`);
  return rewritten.replace(/@@prelude(\d+)@@/g, (_, index: string) => preludes[Number(index)] ?? '');
}

export function remRelativeToWidget(): Plugin {
  return {
    name: 'lab:rem-relative-to-widget',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.css(\?|$)/.test(id)) return null;
      return { code: rewriteRem(code), map: null };
    },
  };
}
