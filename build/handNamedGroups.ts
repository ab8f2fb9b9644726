/**
 * Groups named by hand, tried in this order after `shared` (the order is also their priority): a
 * module goes to the first group all of whose tags load it. `api` holds what the search box and
 * the login panel share; what the header shares with one widget goes to that widget's group. These
 * merges were chosen by counting each page's requests (docs/production/performance.md), which no rule
 * derives. `lazy-part` holds the one way an element loads a part lazily (src/elementRuntime/lazyPart.tsx)
 * for the widgets that have one: too large for `shared` (the cart badge and the search box have no
 * lazy part), and in the first widget's group it would bring that group to all the others. A widget missing here gets a group named after its tag, tried after these, so code
 * only it loads never lands in another widget's chunk.
 */
export const handNamedGroups: readonly { name: string; tags: readonly string[] }[] = [
  { name: 'cart', tags: ['lab-cart-badge'] },
  { name: 'lazy-part', tags: ['lab-login-panel', 'lab-pincode-checker', 'lab-test-card', 'lab-package-compare'] },
  { name: 'api', tags: ['lab-search-box', 'lab-login-panel'] },
  { name: 'pincode', tags: ['lab-pincode-checker'] },
  { name: 'login', tags: ['lab-login-panel'] },
  { name: 'search', tags: ['lab-search-box'] },
  { name: 'header', tags: ['lab-header'] },
];
