import { elementDocs } from '../src/elements/elementList';

/**
 * Tag → its file relative to dist/ (`widgets/lab-header.js`), which the autoloader loads from
 * its own address: for the build, and for the dev server (vite.dev.config.ts).
 */
export const elementFiles: Readonly<Record<string, string>> = Object.fromEntries(
  elementDocs.map((element) => [element.spec.tag, element.file.replace(/^dist\//, '')]),
);
