import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const updates = fileURLToPath(new URL('./shadowSheetUpdates.ts', import.meta.url));
const inlineCss = /\.css\?(?:.*&)?inline(?:&|$)/;
const defaultExport = 'export default ';

/**
 * Dev server only: a CSS file the elements import as text (`?inline`) accepts its own hot update
 * and hands its old and new text to build/dev/shadowSheetUpdates.ts, which restyles every shadow
 * root holding it. Without this Vite would reload the page, as for any module nothing accepts.
 * Not on the server side (the article page's server rendering), where there are no sheets.
 */
export function liveShadowStyles(): Plugin {
  return {
    name: 'lab:live-shadow-styles',
    apply: 'serve',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || !inlineCss.test(id) || !code.startsWith(defaultExport)) return null;
      return {
        code: [
          `import { replaceShadowCss } from ${JSON.stringify(`/@fs${updates}`)};`,
          `const css = ${code.slice(defaultExport.length)};`,
          'export default css;',
          'import.meta.hot.accept((next) => { if (next) replaceShadowCss(css, next.default); });',
        ].join('\n'),
        map: null,
      };
    },
    hotUpdate({ modules }) {
      if (this.environment.name !== 'client') return;
      // Vite's CSS analysis marks every `?inline` module as not accepting itself, whatever its
      // code says (a CSS module's own graph entry is not updated from its code); marked again
      // here, just before the update travels, the module above is its own boundary.
      for (const module of modules) if (inlineCss.test(module.url)) module.isSelfAccepting = true;
    },
  };
}
