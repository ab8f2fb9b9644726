import type { LabTest } from '../domain/labTest';

/** How many tests a package includes: the sum over its groups; a lone test counts as one. */
export function includedTestCount(test: LabTest): number {
  const total = test.includedTests.reduce((sum, group) => sum + group.tests.length, 0);
  return Math.max(total, 1);
}

/** Whether its product screen offers a Compare box (product §10): it includes two or more tests. */
export function includesSeveralTests(test: LabTest): boolean {
  return includedTestCount(test) >= 2;
}
