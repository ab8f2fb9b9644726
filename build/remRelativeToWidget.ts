import postcss from 'postcss';
import type { Plugin } from 'vite';

/** A length in rem as a whole token: `1rem`, `-0.5rem`, `.5rem` (not `2remx`, not in `a1rem`). */
const remLength = /(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+))rem(?![\w-])/g;
/** The parts of a value that are text, not lengths: quoted strings and `url(...)`. */
const textInValue = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\burl\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^)]*)\))/i;

function rewriteValue(value: string): string {
  // Splitting on a capturing group keeps the text parts at the odd indexes.
  return value
    .split(textInValue)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(remLength, (_, size: string) => `calc(${size} * var(--_rem))`),
    )
    .join('');
}

/**
 * Makes `rem` in the bundle's own CSS mean 1/16 of the widget's base size instead of the host
 * page's root font size: embedding pages often set `html { font-size: 62.5% }`, which would
 * shrink every widget. Declaration values are rewritten to `calc(N * var(--_rem))` (tokens.css
 * sets `--_rem`), read with PostCSS so comments, selectors and at-rule conditions (where `var()`
 * is not allowed) are left alone, and strings and `url()` inside a value stay as written.
 */
export function rewriteRem(css: string): string {
  const root = postcss.parse(css);
  root.walkDecls((declaration) => {
    if (declaration.value.includes('rem')) declaration.value = rewriteValue(declaration.value);
  });
  return root.toString();
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
