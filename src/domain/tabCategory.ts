/** One tab of a tabbed listing screen (product §3). */
export interface TabCategory {
  _id: string;
  name: string;
}

/** The tab lists of product §7: `/category/{kind}/get`. */
export type TabCategoryKind = 'lessPrice' | 'women' | 'men' | 'organ' | 'lifestyle';
