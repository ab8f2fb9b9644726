import postcss from 'postcss';
import { languageFonts } from '../src/elementRuntime/languageStyles.atBuild';

/** A public `--lab-*` custom property: its name, its default and what it themes. */
export interface ThemeToken {
  name: string;
  default: string;
  description: string;
}

/** A comment's words on one line: a block comment's leading ` * ` on each line and its breaks go. */
export function commentProse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The type token's default names each language's faces through a private property, which the
 * language list sets (tokens.css, languageStyles.atBuild.ts): a reader is shown the faces.
 */
const withLanguageFonts = (value: string) =>
  value.replace(/var\(--_language-fonts, ([^)]*)\)/, (_, fallback: string) => languageFonts || fallback);

/**
 * Reads the public tokens from `src/styles/tokens.css`, their one declaration: each private
 * `--_x: var(--lab-x, default)` names a public token and its default, and the comment above a
 * group of declarations describes the group.
 */
export function readThemeTokens(css: string): ThemeToken[] {
  const tokens: ThemeToken[] = [];
  let description = '';
  postcss.parse(css).walk((node) => {
    if (node.type === 'comment') description = commentProse(node.text);
    if (node.type !== 'decl' || !node.prop.startsWith('--_')) return;
    const value = node.value.trim();
    if (!value.startsWith('var(') || !value.endsWith(')')) return;
    const [name = '', ...fallback] = postcss.list.comma(value.slice(4, -1));
    if (!name.startsWith('--lab-')) return;
    tokens.push({ name, default: withLanguageFonts(fallback.join(', ').replace(/\s+/g, ' ')), description });
  });
  return tokens;
}
