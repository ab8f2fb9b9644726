import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { elementDocs } from '../src/elements/elementList';
import { customElementsManifest } from './elementDocs';
import { readThemeTokens } from './themeTokens';

const root = resolve(import.meta.dirname, '..');

/** Where the committed snapshot lives: reviewers read a change of the interface as its diff. */
export const publicInterfacePath = 'docs/reference/public-interface.json';

export interface PublicInterface {
  /** package.json `exports`: every path a host can import. */
  exports: unknown;
  /** dist/custom-elements.json as the build writes it: tags, attributes, properties, events, parts, CSS properties. */
  customElements: unknown;
}

/**
 * What hosts rely on, computed from the sources as the build computes it. The manifest's package
 * version is left out: a release changes it without changing the interface.
 */
export function publicInterface(): PublicInterface {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: unknown; version: string };
  const packageVersion = packageJson.version;
  const tokens = readThemeTokens(readFileSync(join(root, 'src/styles/tokens.css'), 'utf8'));
  const { schemaVersion, modules } = customElementsManifest(elementDocs, tokens, packageVersion);
  return { exports: packageJson.exports, customElements: { schemaVersion, modules } };
}

/** A short fingerprint of an interface: the name a changeset gives the interface it brings. */
export function interfaceDigest(value: PublicInterface): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** The marker a changeset (and then the changelog entry written from it) carries for an interface. */
export const interfaceMarker = (digest: string) => `<!-- public-interface: ${digest} -->`;
