import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interfaceDigest, interfaceMarker, publicInterface, publicInterfacePath } from '../../build/publicInterface';

/**
 * A change to what hosts rely on (package.json `exports`, the tags, attributes, events, parts and
 * CSS properties of dist/custom-elements.json) must reach the changelog. How the check works and
 * why it is hard to get round: docs/contributing/releases.md, "The interface check".
 */
const current = publicInterface();
const digest = interfaceDigest(current);
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** The text of CHANGELOG.md's entry for the package's current version. */
function releasedEntry(): string {
  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  const start = changelog.indexOf(`\n## ${version}\n`);
  if (start === -1) return '';
  const next = changelog.indexOf('\n## ', start + 1);
  return changelog.slice(start, next === -1 ? undefined : next);
}

/** The changesets not yet released that bump this package. */
function pendingChangesets(): string[] {
  return readdirSync('.changeset')
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => readFileSync(`.changeset/${name}`, 'utf8'))
    .filter((text) => /^---\n[\s\S]*?['"]@lab\/storefront['"]:\s*(major|minor|patch)\b[\s\S]*?\n---/.test(text));
}

describe('the public interface', () => {
  it(`is the committed snapshot ${publicInterfacePath} (run \`npm run interface\` after changing it)`, () => {
    const committed = JSON.parse(readFileSync(publicInterfacePath, 'utf8')) as Record<string, unknown>;
    expect(committed).toEqual({ digest, ...current });
  });

  it('is the released one, or a changeset that bumps the package names it', () => {
    const marker = interfaceMarker(digest);
    const named = releasedEntry().includes(marker) || pendingChangesets().some((text) => text.includes(marker));
    expect(
      named,
      `The public interface changed (digest ${digest}) with no changeset naming it: run \`npx changeset\`, ` +
        `say what changed for hosts, pick the bump (docs/contributing/releases.md) and add the line ${marker}`,
    ).toBe(true);
  });
});
