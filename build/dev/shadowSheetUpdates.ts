/**
 * Dev server only, in the browser (build/dev/liveShadowStyles.ts imports it into every CSS module
 * the elements use). The elements' styles are constructable sheets made from the CSS text of
 * `?inline` imports (src/elementRuntime/shadowStyles.ts), one sheet per text, shared by every
 * shadow root; Vite's own CSS hot update only knows `<style>` and `<link>` in the document. So
 * each sheet's text is noted as it is set, and a saved CSS file replaces its old text with the new
 * one in every sheet that holds it: every open element restyles at once, without a reload.
 */
const sheetTexts = new Map<CSSStyleSheet, string>();
/** Every replacement so far, in order: a component rendered later may still hold an old text. */
const replacements: { before: string; after: string }[] = [];

// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each sheet as `this`
const setText = CSSStyleSheet.prototype.replaceSync;

function withReplacements(text: string): string {
  return replacements.reduce((css, { before, after }) => css.replace(before, () => after), text);
}

// Patched rather than changed in src/: what ships stays exactly as built, and only the dev
// server's pages load this module.
CSSStyleSheet.prototype.replaceSync = function replaceSyncNoted(this: CSSStyleSheet, text: string) {
  const current = withReplacements(text);
  sheetTexts.set(this, current);
  setText.call(this, current);
};

/** One CSS module's text changed from `before` to `after`. */
export function replaceShadowCss(before: string, after: string): void {
  if (before === '' || before === after) return;
  replacements.push({ before, after });
  for (const [sheet, text] of sheetTexts) {
    if (text.includes(before)) sheet.replaceSync(text);
  }
}
