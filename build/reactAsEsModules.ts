import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React ships CommonJS only, and a bundler keeps every export of a CommonJS module that another
 * module `require`s whole: react-dom `require`s `react`, so the files pages load carried all of
 * React's API (`Children`, `cloneElement`, `PureComponent`, `cache`...) and all of react-dom's
 * (`createPortal`, `preload`, `preinit`...), used or not. Read as ES modules (the same code, its
 * `require`s as namespace imports and its `exports.x` as exports), rolldown keeps only what the
 * bundle uses: about 1 kB gzip less on every element. Nothing else changes: the same production
 * files run, in the same order, with the DevTools check of react-dom's entry files kept.
 *
 * Only for the files pages load by URL: the bundler build leaves React to the host, and tests run
 * development React. A React release whose files no longer have the shape read here fails the
 * build with the file's name rather than shipping a half-converted module.
 */

/** Entry files of the packages: `module.exports = require('./cjs/<name>.production.js')`. */
const entryFile = /\/node_modules\/(react|react-dom|scheduler)\/(index|client|jsx-runtime)\.js$/;
/** The production files those entries load. */
const productionFile = /\/node_modules\/(react|react-dom|scheduler)\/cjs\/[\w-]+\.production\.js$/;
/** A module of ours or of a dependency that imports React's default export (r2wc does). */
const defaultReactImport = /\bimport\s+([\w$]+)\s+from\s*(["'])(react|react-dom)\2/g;
/** react-dom's entry files run this before react-dom's code, so React DevTools can check the build. */
const devToolsCheck = '\0lab:react-dom-devtools-check';

export function reactAsEsModules(): Plugin {
  return {
    name: 'lab:react-as-es-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(devToolsCheck) ? source : null;
    },
    load(id) {
      if (!id.startsWith(devToolsCheck)) return null;
      // Copied from react-dom/index.js and react-dom/client.js (production branch).
      return [
        'function checkDCE() {',
        "  if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ === 'undefined' || typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE !== 'function') return;",
        '  try {',
        '    __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(checkDCE);',
        '  } catch (err) {',
        '    console.error(err);',
        '  }',
        '}',
        'checkDCE();',
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (entryFile.test(file)) return esEntry(code, file);
      if (productionFile.test(file)) return esModule(code, file);
      if (!file.includes('/node_modules/react') && !file.includes('/node_modules/scheduler/')) {
        return namespaceImports(code, file);
      }
      return null;
    },
  };
}

/** `module.exports = require('./cjs/x.production.js')` → `export * from './cjs/x.production.js'`. */
function esEntry(code: string, file: string) {
  const production = /module\.exports\s*=\s*require\((["'])(\.\/cjs\/[\w-]+\.production\.js)\1\)/.exec(code);
  if (!production) throw new Error(`${file}: no production require() found; React's layout changed`);
  const checksDevTools = /\bcheckDCE\(\);/.test(code);
  const lines = [
    ...(checksDevTools ? [`import ${JSON.stringify(`${devToolsCheck}?${file}`)};`] : []),
    `export * from ${JSON.stringify(production[2])};`,
  ];
  return { code: lines.join('\n'), map: null };
}

/** A production file: `var x = require('m')` → `import * as x`, `exports.name` → a binding exported as `name`. */
function esModule(code: string, file: string) {
  const source = new MagicString(code);
  const fail = (what: string) => new Error(`${file}: ${what}; React's layout changed`);
  if (/\bmodule\.exports\b|\bexports\s*\[|typeof exports\b/.test(code)) throw fail('exports used other than as exports.name');

  const imports: string[] = [];
  const requireStatement = /^var ((?:[\w$]+ = require\("[^"]+"\)(?:,\s*)?)+);$/m;
  const statement = requireStatement.exec(code);
  if (statement) {
    for (const [, name, module] of statement[1]?.matchAll(/([\w$]+) = require\("([^"]+)"\)/g) ?? []) {
      imports.push(`import * as ${name} from ${JSON.stringify(module)};`);
    }
    source.overwrite(statement.index, statement.index + statement[0].length, imports.join(' '));
    // A property the other file does not export reads as undefined in CommonJS; as an import it
    // would be the same undefined with a build warning. react-dom reads two that only the
    // profiling scheduler has (`log`, `unstable_setDisableYieldValue`).
    for (const [, name = '', module = ''] of statement[1]?.matchAll(/([\w$]+) = require\("([^"]+)"\)/g) ?? []) {
      const exported = exportedNames(module, file);
      for (const read of code.matchAll(new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}\\.([\\w$]+)`, 'g'))) {
        if (!exported.has(read[1] ?? '')) source.overwrite(read.index, read.index + read[0].length, 'void 0');
      }
    }
  }
  const rest = code.replace(statement?.[0] ?? '', '');
  if (/\brequire\(/.test(rest)) throw fail('a require() outside the first statement');

  const binding = (name: string) => `$lab_export_${name}`;
  const declared = new Set<string>();
  const names = new Set<string>();
  for (const match of code.matchAll(/(^|[^.\w$])exports\.([\w$]+)/gm)) {
    const [whole, before = '', name = ''] = match;
    const start = match.index + before.length;
    const atLineStart = before === '' || before === '\n';
    const assigns = /^\s*=[^=]/.test(code.slice(match.index + whole.length));
    names.add(name);
    if (atLineStart && assigns && !declared.has(name)) {
      declared.add(name);
      source.overwrite(start, start + whole.length - before.length, `var ${binding(name)}`);
    } else {
      source.overwrite(start, start + whole.length - before.length, binding(name));
    }
  }
  if (names.size === 0) throw fail('no exports.name found');
  const undeclared = [...names].filter((name) => !declared.has(name));
  if (undeclared.length > 0) source.prepend(`var ${undeclared.map(binding).join(', ')};\n`);
  source.append(`\nexport { ${[...names].map((name) => `${binding(name)} as ${name}`).join(', ')} };\n`);
  return { code: source.toString(), map: source.generateMap({ hires: true, source: file }) };
}

/** The names a package's production file exports (`exports.name = ...`). */
function exportedNames(module: string, importer: string) {
  const entry = createRequire(importer).resolve(module);
  const production = /require\((["'])(\.\/cjs\/[\w-]+\.production\.js)\1\)/.exec(readFileSync(entry, 'utf8'));
  if (!production?.[2]) throw new Error(`${entry}: no production require() found; React's layout changed`);
  const code = readFileSync(join(dirname(entry), production[2]), 'utf8');
  return new Set([...code.matchAll(/(?:^|[^.\w$])exports\.([\w$]+)/gm)].map((match) => match[1] ?? ''));
}

/** `import React from 'react'` → `import * as React from 'react'`: the ES module has no default export. */
function namespaceImports(code: string, file: string) {
  if (!/\bfrom\s*["']react(-dom)?["']/.test(code)) return null;
  const source = new MagicString(code);
  for (const match of code.matchAll(defaultReactImport)) {
    const [whole, name = '', quote = '"', module = ''] = match;
    source.overwrite(match.index, match.index + whole.length, `import * as ${name} from ${quote}${module}${quote}`);
  }
  // wouter reads one hook by a computed name, which would keep all of React's exports.
  const computed = /\bReact\["useInsertion" \+ "Effect"\]/;
  const found = computed.exec(code);
  if (found) source.overwrite(found.index, found.index + found[0].length, 'React.useInsertionEffect');
  if (!source.hasChanged()) return null;
  return { code: source.toString(), map: source.generateMap({ hires: true, source: file }) };
}
