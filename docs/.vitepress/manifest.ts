import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The part of `dist/custom-elements.json` (Custom Elements Manifest 2.1, written by
 * build/customElementsManifest.ts) that the site shows. The site is built after the bundle, so
 * the manifest it reads is the one that ships.
 */
export interface ManifestElement {
  tagName: string;
  name: string;
  description: string;
  /** The file that defines it, e.g. `dist/widgets/lab-test-card.js`. */
  file: string;
  attributes: { name: string; fieldName: string; type: { text: string }; default?: string; description: string }[];
  members: { name: string; type: { text: string }; attribute?: string; reflects?: boolean; description: string }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssProperties: { name: string; default?: string; description: string }[];
  cssParts: { name: string; description: string }[];
}

interface Manifest {
  modules: { path: string; declarations: Omit<ManifestElement, 'file'>[] }[];
}

export const manifestPath = join(import.meta.dirname, '../../dist/custom-elements.json');

export function readManifestElements(): ManifestElement[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`docs: ${manifestPath} is missing or unreadable: run \`npm run build\` first`, { cause: error });
  }
  return manifest.modules.flatMap((module) =>
    module.declarations.map((declaration) => ({ ...declaration, file: module.path })),
  );
}
