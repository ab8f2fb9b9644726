/** What other elements use of `lab-search-box`: the header shows the same box, with its texts. */
export { SearchBox } from './SearchBox';
export { search } from './texts/en/search';
