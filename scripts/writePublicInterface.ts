/**
 * `npm run interface`: writes the public interface the sources define (package.json `exports` and
 * the Custom Elements Manifest) to docs/reference/public-interface.json, with its digest. A change
 * of that file needs a changeset naming the digest (tests/unit/public-interface.test.ts and
 * docs/contributing/releases.md say why).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { interfaceDigest, interfaceMarker, publicInterface, publicInterfacePath } from '../build/publicInterface';

const current = publicInterface();
const digest = interfaceDigest(current);
writeFileSync(join(resolve(import.meta.dirname, '..'), publicInterfacePath), `${JSON.stringify({ digest, ...current }, null, 2)}\n`);
console.log(`${publicInterfacePath}: digest ${digest}`);
console.log(`A changeset for this interface carries the line: ${interfaceMarker(digest)}`);
