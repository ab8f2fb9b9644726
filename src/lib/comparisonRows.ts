import type { IncludedTestGroup, LabTest } from '../domain/labTest';
import { namesMatch, readName, type ReadName } from './testNames';

/** One test of a comparison: its name as the first package that includes it writes it. */
export interface ComparisonRow {
  name: string;
  /** Whether each package, in the order given, includes the test. */
  included: boolean[];
  /** Some packages include it and some do not. */
  differs: boolean;
}

/** The tests of one catalogue group (its category), in the order the packages list them. */
export interface ComparisonGroup {
  category: string;
  rows: ComparisonRow[];
}

/** A lone test includes itself, under its own category (as `includedTestCount` counts it). */
function groupsOf(test: Pick<LabTest, 'name' | 'category' | 'includedTests'>): IncludedTestGroup[] {
  return test.includedTests.length > 0 ? test.includedTests : [{ category: test.category, tests: [test.name] }];
}

interface PendingRow {
  read: ReadName;
  name: string;
  included: boolean[];
}

/**
 * Every test the packages include, grouped as the catalogue groups them (product §3
 * `includedTests`): one row per test, whichever way each package writes its name ('TSH' and
 * 'Thyroid Stimulating Hormone (TSH)' are one row, `lib/testNames.ts`), kept in the group where
 * it first appears.
 */
export function comparisonGroups(packages: readonly Pick<LabTest, 'name' | 'category' | 'includedTests'>[]): ComparisonGroup[] {
  const groups = new Map<string, PendingRow[]>();
  const everyRow: PendingRow[] = [];
  packages.forEach((test, index) => {
    for (const group of groupsOf(test)) {
      for (const name of group.tests) {
        const read = readName(name);
        let row = everyRow.find((known) => namesMatch(known.read, read));
        if (!row) {
          row = { read, name, included: packages.map(() => false) };
          everyRow.push(row);
          const rows = groups.get(group.category) ?? [];
          rows.push(row);
          groups.set(group.category, rows);
        }
        row.included[index] = true;
      }
    }
  });
  return [...groups].map(([category, rows]) => ({
    category,
    rows: rows.map(({ name, included }) => ({ name, included, differs: included.some((one) => one !== included[0]) })),
  }));
}

/** Only the rows that differ, and only the groups that keep one. */
export function differencesOnly(groups: readonly ComparisonGroup[]): ComparisonGroup[] {
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}
