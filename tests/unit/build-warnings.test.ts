import { describe, expect, it } from 'vitest';
import { isBuildWarning } from '../../build/buildWarnings';

describe('the build fails on a warning', () => {
  it('counts what Vite and rolldown warn of on standard error', () => {
    expect(
      isBuildWarning(
        '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/elements/lab-test-card/TestCardFrame.tsx is dynamically imported by ' +
          'src/elements/lab-test-card/TestCard.tsx but also statically imported by src/elements/lab-test-card/index.ts, ' +
          'dynamic import will not move module into another chunk.',
      ),
    ).toBe(true);
    expect(isBuildWarning("(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`")).toBe(true);
    expect(isBuildWarning('new URL(".", import.meta.url) doesn\'t exist at build time, it will remain unchanged')).toBe(true);
  });

  it('lets the documentation site draw its progress and blank lines', () => {
    expect(isBuildWarning('- building client + server bundles...')).toBe(false);
    expect(isBuildWarning('\u001b[32m✓\u001b[0m rendering pages...')).toBe(false);
    expect(isBuildWarning('   ')).toBe(false);
  });
});
