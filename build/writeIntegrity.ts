/**
 * Build step after the bundle: writes `dist/integrity.json`, the Subresource Integrity hash
 * (`sha384-…`) of every file a page loads by URL (`dist/*.js`, `dist/widgets/*.js`,
 * `dist/chunks/*.js`) and, per entry, every chunk it can import. Hosts and the docs' snippets
 * read it: a page that loads our files from a CDN with these hashes runs exactly the published
 * bytes or nothing (docs/guide/installing.md).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleIntegrity } from './bundleIntegrity';

const dist = resolve(import.meta.dirname, '..', 'dist');
const integrity = bundleIntegrity(dist);
writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
const entries = Object.keys(integrity.imports).length;
console.log(`dist/integrity.json: ${Object.keys(integrity.files).length} files hashed, the chunks of ${entries} entries`);
