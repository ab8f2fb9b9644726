import { relative } from 'node:path';
import type { Plugin } from 'vite';

const script = /\.m?([jt]sx?)$/;

/**
 * Fails the build when a module of ours that is imported only for its side effects
 * (`import './safeStorage'`) is missing from the bundle. package.json's `"sideEffects"` tells the
 * bundler which of our modules it may drop when nothing uses their exports; a module that runs
 * code on import and is not listed there disappears silently, and only the shipped bundle
 * misbehaves (the unit tests run the source).
 */
export function keepSideEffectImports(): Plugin {
  let root = process.cwd();
  /** Module id → the first module that imports it for its side effects. */
  const importedForEffects = new Map<string, string>();
  return {
    name: 'lab:keep-side-effect-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const lang = script.exec(id)?.[1];
      if (!lang || id.includes('/node_modules/')) return;
      const program = this.parse(code, { lang: lang as 'js' | 'jsx' | 'ts' | 'tsx' });
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration' || node.specifiers.length > 0) continue;
        const resolved = await this.resolve(node.source.value, id);
        if (!resolved || !script.test(resolved.id) || resolved.id.includes('/node_modules/')) continue;
        if (!importedForEffects.has(resolved.id)) importedForEffects.set(resolved.id, id);
      }
    },
    generateBundle(_options, bundle) {
      const rendered = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0) rendered.add(id);
        }
      }
      const dropped = [...importedForEffects].filter(([id]) => !rendered.has(id));
      if (dropped.length === 0) return;
      const list = dropped.map(([id, importer]) => `${relative(root, id)} (imported by ${relative(root, importer)})`);
      this.error(
        `The bundle dropped modules that are imported for their side effects: ${list.join(', ')}. ` +
          'List them in package.json "sideEffects".',
      );
    },
  };
}
