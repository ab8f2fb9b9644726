import type { LabTest } from '../domain/labTest';

/**
 * Whether a test is a package, which a visitor may mark for comparison: its tests fall under two or
 * more of the catalogue's groups (a blood count and a lipid profile, say). Every single test of the
 * catalogue, and a panel of one kind (a PSA, a thyroid antibody pair), lists one group only, and
 * comparing it row by row would show nothing a visitor needs.
 */
export function isPackage(test: LabTest): boolean {
  return test.includedTests.length >= 2;
}
