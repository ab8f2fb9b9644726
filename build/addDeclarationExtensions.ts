/**
 * Build step after `tsc -p tsconfig.build.json`: gives every relative specifier in `dist-types`
 * the file it names (`./store` → `./store.js`, `./elements` → `./elements/index.js`).
 *
 * Why: the sources import without extensions, as Vite and `moduleResolution: "bundler"` allow, and
 * tsc copies those specifiers into the declarations unchanged. A consumer on `moduleResolution:
 * "node16"`/`"nodenext"` resolves declarations as Node resolves ES modules, which never guesses an
 * extension: every such import is an error there ("Internal resolution error" in
 * `attw --profile esm-only`). Rewriting the emitted files keeps the sources as they are and
 * changes nothing in `dist/*.js`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const typesRoot = resolve(import.meta.dirname, '..', 'dist-types');

/** `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, `declare module '…'`. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function declarationFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifier Node's ES module resolution finds for what `bundler` resolution found. */
function withExtension(specifier: string, importer: string): string {
  const target = resolve(dirname(importer), specifier);
  if (/\.(?:js|json)$/.test(specifier) && existsSync(target.replace(/\.js$/, '.d.ts'))) return specifier;
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${importer}: no declaration for '${specifier}'`);
}

let rewritten = 0;
for (const file of declarationFiles(typesRoot)) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(relativeSpecifier, (_match, keyword: string, quote: string, specifier: string) => {
    rewritten += 1;
    return `${keyword}${quote}${withExtension(specifier, file)}${quote}`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
}
console.log(`dist-types: ${rewritten} relative specifiers now name their files`);
