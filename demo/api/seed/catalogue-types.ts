/** The illustrations in `assets/images/tests/`, reused by kind of test. */
export type ImageKind =
  | 'allergy' | 'blood' | 'bone' | 'diabetes' | 'fever' | 'full-body' | 'heart' | 'hormone'
  | 'kidney' | 'liver' | 'lungs' | 'men' | 'pregnancy' | 'thyroid' | 'urine' | 'vitamin' | 'women';

/** The curated lists of `GET /tests/selected/:name`. */
export type Selection = 'Single Test' | 'Special Care Packages';

/** A named group of parameters, as the product page lists them. */
export interface IncludedGroup {
  category: string;
  tests: string[];
}

/** One test or package of the seed catalogue. */
export interface SeedTest {
  /** Stable slug: it is the `_id` clients link to, so it never changes between seeds. */
  id: string;
  name: string;
  description: string;
  category: string;
  /** Whole rupees. */
  price: number;
  originalPrice: number;
  image: ImageKind;
  /** Left out on purpose for some items: the client then shows its default ('Blood'). */
  sampleType?: string;
  fastingRequired: boolean;
  /** Left out on purpose for some items: the client then shows its default ('24 hours'). */
  reportTime?: string;
  includedTests: IncludedGroup[];
  selection?: Selection;
  /** Abbreviations and lay words people type for this test: 'tsh', 'sugar', 'lft'. */
  synonyms?: string[];
}

/** The tab groups of `GET /category/:group/get`, each an ordered list of test categories. */
export type TabGroup = 'lessPrice' | 'women' | 'men' | 'organ' | 'lifestyle';
