/** A test or package the search box suggests (product §3). */
export interface SearchSuggestion {
  _id: string;
  name: string;
  category: string;
  price?: number;
}
