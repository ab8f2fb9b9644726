import { autoload } from '../src/autoloader/autoload';

/**
 * The one script a partner page needs: it loads each `lab-*` element's file from the autoloader's
 * own base address when the element comes near the viewport (`eager`: at once). Tag → file comes
 * from the element definitions at build time (vite.config.ts).
 */
declare const LAB_ELEMENT_FILES: Readonly<Record<string, string>>;

// The file's own folder, known only where the page loads it from (Vite need not resolve it).
const base = new URL(/* @vite-ignore */ '.', import.meta.url);

// On a server (an SSR framework importing the page's modules) there is no page to watch.
if (typeof document !== 'undefined') {
  autoload({
    files: Object.fromEntries(
      Object.entries(LAB_ELEMENT_FILES).map(([tag, file]) => [tag, new URL(file, base).href]),
    ),
    importFile: (url) => import(/* @vite-ignore */ url),
  });
}
