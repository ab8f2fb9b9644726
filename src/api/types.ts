/** Spec §3 entities as the store uses them, after `src/api/parse.ts` has checked them. */

export interface IncludedTestGroup {
  category: string;
  tests: string[];
}

export interface LabTest {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  originalPrice?: number;
  imagePath?: string;
  /** Absent on some items: shown as 'Blood' (spec §9). */
  sampleType?: string;
  fastingRequired: boolean;
  /** Absent on some items: shown as '24 hours' (spec §9). */
  reportTime?: string;
  includedTests: IncludedTestGroup[];
}

export interface TabCategory {
  _id: string;
  name: string;
}

export interface CartItem {
  _id: string;
  name: string;
  category: string;
  description: string;
  price: number;
}

export interface SearchSuggestion {
  _id: string;
  name: string;
  category: string;
  price?: number;
}

export interface BottomBanner {
  imageUrl: string;
}

/** The tab lists of spec §7: `/category/{kind}/get`. */
export type TabCategoryKind = 'lessPrice' | 'women' | 'men' | 'organ' | 'lifestyle';

/** The fixed selections of spec §7: `/tests/selected/{name}`. */
export type TestSelection = 'Single Test' | 'Special Care Packages';
