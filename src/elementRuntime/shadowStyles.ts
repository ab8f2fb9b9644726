import { createContext, useContext, useInsertionEffect } from 'react';
import baseCss from '../styles/base.css?inline';
import controlsCss from '../styles/controls.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import { languageCss } from './languageStyles.atBuild';
import { useHostElement } from './hostElement';

/**
 * Styles live in constructable stylesheets adopted by each element's shadow root, one sheet per
 * CSS text shared by every root that uses it. Nothing is ever written to the host page's
 * `<head>`. A component brings its own CSS with `useStyles`, so a lazy screen's CSS arrives with
 * its chunk, and a component rendered by several elements is styled in each.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Every element's tokens, base and controls CSS, and the line spacing of each language. */
export const sharedCss = tokensCss + languageCss + baseCss + controlsCss;

/**
 * On a server (src/server) there are no sheets to adopt and no effects run: each component's CSS
 * is handed to this collector while it renders, for the server-rendered root's `<style>`.
 */
export const ServerStylesContext = createContext<((css: string) => void) | null>(null);

/** Adds `css` to `root` unless it is there already. */
export function adoptCss(root: ShadowRoot, css: string): void {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** Gives a new element's root the shared tokens, base and controls sheet. */
export function adoptSharedStyles(root: ShadowRoot): void {
  adoptCss(root, sharedCss);
}

/**
 * A component's own CSS, adopted into the shadow root it renders in before the browser paints
 * (an insertion effect), so it never shows unstyled; on a server, to the render's collector.
 */
export function useStyles(css: string): void {
  const host = useHostElement();
  useContext(ServerStylesContext)?.(css);
  useInsertionEffect(() => {
    if (host?.shadowRoot) adoptCss(host.shadowRoot, css);
  }, [host, css]);
}
