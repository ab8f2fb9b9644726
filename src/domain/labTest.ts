/**
 * A test or package as the store uses it (product §3), after `src/api/parse.ts` has checked the
 * server's answer.
 */
export interface LabTest {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  originalPrice?: number;
  imagePath?: string;
  /** Absent on some items: shown as 'Blood' (product §9). */
  sampleType?: string;
  fastingRequired: boolean;
  /** Absent on some items: shown as '24 hours' (product §9). */
  reportTime?: string;
  includedTests: IncludedTestGroup[];
}

/** The tests a package includes, grouped under a category. */
export interface IncludedTestGroup {
  category: string;
  tests: string[];
}

/** The fixed selections of tests of product §7: `/tests/selected/{name}`. */
export type TestSelection = 'Single Test' | 'Special Care Packages';
