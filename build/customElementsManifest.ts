import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { version } from '../package.json';

/**
 * Writes `custom-elements.json` (Custom Elements Manifest schema 2.1.0) into the build output from
 * the JSDoc on each element in `widgets/` (`@element`, `@attr`, `@fires`, `@csspart`) and the
 * public `--lab-*` tokens of `src/styles/tokens.css`, so editors and docs tools know every tag.
 * A Vite plugin, so every build (which empties dist/) writes it again.
 */
interface Entry {
  name: string;
  type?: { text: string };
  description: string;
}

const docBlock = /\/\*\*((?:(?!\*\/)[\s\S])*@element[\s\S]*?)\*\//;
const typedTag = /^@(attr|fires)\s+\{(.+)\}\s+([\w-]+)\s+-\s+(.*)$/;
const partTag = /^@csspart\s+([\w-]+)\s+-\s+(.*)$/;

function parseDoc(source: string) {
  const block = docBlock.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim());
  const description = lines.filter((line) => line && !line.startsWith('@')).join(' ');
  const tagName = lines.find((line) => line.startsWith('@element'))?.split(/\s+/)[1];
  const attributes: Entry[] = [];
  const events: Entry[] = [];
  const cssParts: Entry[] = [];
  for (const line of lines) {
    const typed = typedTag.exec(line);
    if (typed) {
      const [, kind, type = '', name = '', text = ''] = typed;
      (kind === 'attr' ? attributes : events).push({ name, type: { text: type }, description: text });
    }
    const part = partTag.exec(line);
    if (part) cssParts.push({ name: part[1] ?? '', description: part[2] ?? '' });
  }
  return { tagName, description, attributes, events, cssParts };
}

async function cssProperties(root: string) {
  const tokens = await readFile(join(root, 'src/styles/tokens.css'), 'utf8');
  const properties: { name: string; default: string; description: string }[] = [];
  for (const match of tokens.matchAll(/var\((--lab-[\w-]+),\s*([^;]+?)\);/g)) {
    const [, name = '', fallback = ''] = match;
    const subject = name.replace(/^--lab-/, '').replaceAll('-', ' ');
    properties.push({
      name,
      default: fallback.replace(/\s+/g, ' ').trim(),
      description: `Theme token: ${subject}.`,
    });
  }
  return properties;
}

async function writeManifest(root: string, outDir: string): Promise<string> {
  const modules = [];
  const cssProps = await cssProperties(root);
  const widgetsDir = join(root, 'widgets');
  for (const file of (await readdir(widgetsDir)).filter((name) => name.endsWith('.ts')).sort()) {
    const source = await readFile(join(widgetsDir, file), 'utf8');
    const doc = parseDoc(source);
    const className = /export const (\w+) = createLabElement/.exec(source)?.[1];
    if (!doc.tagName || !className) throw new Error(`widgets/${file} lacks @element JSDoc or an element class`);
    const path = doc.tagName === 'lab-storefront' ? 'dist/lab-storefront.js' : `dist/widgets/${doc.tagName}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName: doc.tagName,
          customElement: true,
          description: doc.description,
          attributes: doc.attributes.map((attribute) => ({
            ...attribute,
            fieldName: attribute.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
          })),
          events: doc.events,
          cssProperties: cssProps,
          cssParts: doc.cssParts,
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: doc.tagName, declaration: { name: className, module: path } },
      ],
    });
  }

  const manifest = { schemaVersion: '2.1.0', readme: 'README.md', package: { version }, modules };
  await writeFile(join(root, outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return `custom-elements.json: ${modules.length} elements, ${cssProps.length} CSS properties`;
}

export function customElementsManifest(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'lab:custom-elements-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      this.info(await writeManifest(root, outDir));
    },
  };
}
