// TypeScript helpers: `npm run size` runs size-limit under tsx.
import { pageFiles, staticClosure } from './scripts/bundleSizes.ts';
import { elementDocs } from './src/elements/elementList.ts';

/**
 * The size gate of `npm test` (`npm run size`, size-limit with @size-limit/file: each file
 * gzipped on its own at level 9, as served; 1 kB = 1000 bytes). What is measured is what a page
 * downloads before anything lazy: an entry with every chunk it imports statically, and for the
 * demo pages the lazy chunks their first render requests at once. The files measured are the ones
 * a page loads by URL (`dist/`, React inside, without the comments that point at their source
 * maps); a bundler host gets `dist/bundler/` and its own React. Each budget says why it is what it is; `message` is printed when it is exceeded.
 *
 * React + ReactDOM are about 64.9 kB of every element's figure (only the parts of them the bundle
 * uses: build/reactAsEsModules.ts), and every element's shared core (the element factory on r2wc,
 * languages, stores, the base styles) about 7.5 kB. The rule that
 * keeps the rest small: what an element runs only after a visitor acts (the login panel, the
 * pin-code answer, the HTTP client, the messages of the server's calls, a lazy screen) is not in
 * its start-up, and no element loads another element's chunk for a small part of it.
 */
/** @type {{ name: string, entries: string[], startupLazy?: string[], limit: string, why: string }[]} */
const budgets = [
  {
    name: 'lab-storefront (the whole store, before any lazy screen)',
    entries: ['lab-storefront.js'],
    limit: '97.7 kB',
    why:
      "Every element defined, Home's first screen (its pictures are files of their own), the header and the " +
      'stores. What a visitor opens by acting comes after: the login panel, the lazy screens, the footer and ' +
      "Home's lower half with their texts, a test card's frame when a card appears. The wait of " +
      '`loading="lazy"` is 0.4 kB of its own. Measured 97.45 kB, under ' +
      "the 100 kB target since React's unused exports left the bundle (build/reactAsEsModules.ts).",
  },
  {
    name: 'lab-pincode-checker',
    entries: ['widgets/lab-pincode-checker.js'],
    limit: '74.8 kB',
    why:
      'React and the shared core plus the checker, its texts and styles; its answer arrives when the visitor ' +
      'types. Measured 74.52 kB, under the 75 kB target since React and ReactDOM carry only what the bundle ' +
      'uses (build/reactAsEsModules.ts); the budget stays below 75 kB.',
  },
  {
    name: 'lab-cart-badge',
    entries: ['widgets/lab-cart-badge.js'],
    limit: '76.2 kB',
    why: 'The shared core plus the cart, session and navigation stores. Measured 75.9 kB.',
  },
  {
    name: 'lab-search-box',
    entries: ['widgets/lab-search-box.js'],
    limit: '80.2 kB',
    why:
      'The shared core plus the search store, the combobox and the navigation it shares with the cart badge; ' +
      'the HTTP client loads with the first query. Measured 79.9 kB.',
  },
  {
    name: 'lab-login-panel',
    entries: ['widgets/lab-login-panel.js'],
    limit: '74.7 kB',
    why: 'The shared core and the connection notice; the panel itself arrives when the page is idle or when it opens. Measured 74.4 kB.',
  },
  {
    name: 'lab-header',
    entries: ['widgets/lab-header.js'],
    limit: '85.6 kB',
    why: 'The header holds the search box, the cart count, the catalogue menu and Login; its login panel comes later. Measured 85.3 kB.',
  },
  {
    name: 'lab-test-card (frame and skeleton; its body follows)',
    entries: ['widgets/lab-test-card.js'],
    limit: '76.2 kB',
    why: 'The shared core plus the card\'s frame, which its own file brings (the store fetches it when a card appears). Measured 75.9 kB.',
  },
  {
    name: 'lab-autoloader',
    entries: ['lab-autoloader.js'],
    limit: '0.8 kB',
    why: 'Imports nothing, least of all React: a page pays for an element only when it comes near. Measured 0.7 kB.',
  },
  {
    name: 'lab-analytics',
    entries: ['lab-analytics.js'],
    limit: '1 kB',
    why: 'The analytics bridge imports nothing. Measured 0.9 kB.',
  },
  {
    name: 'page / (JS before the first screen)',
    entries: ['lab-storefront.js'],
    startupLazy: ['footer-', 'HomeBelowFold-'],
    limit: '107.4 kB',
    why: "The store with the footer and Home's lower half and their English texts, requested once the first screen is painted. Measured 107.13 kB.",
  },
  {
    name: 'page /marketing.html',
    entries: ['lab-storefront.js', 'lab-analytics.js'],
    startupLazy: ['footer-', 'HomeBelowFold-', 'lab-test-card-own-', 'lab-test-card-body-'],
    limit: '120.5 kB',
    why:
      "The store, the analytics bridge and the article's test card, frame and body. Measured 120.19 kB. The page's " +
      'store is `loading="lazy"`: until the reader comes near it, Home\'s lower half and the footer are not requested.',
  },
  {
    name: 'page /article.html',
    entries: ['widgets/lab-test-card.js'],
    startupLazy: ['lab-test-card-body-'],
    limit: '101.4 kB',
    why: 'One test card with its body (the read by id, Price, Add to cart, the HTTP client). Measured 101.0 kB.',
  },
  {
    name: 'page /clinic.html',
    entries: ['widgets/lab-pincode-checker.js', 'widgets/lab-cart-badge.js'],
    limit: '78.3 kB',
    why: 'The checker and the cart badge, sharing one React. Measured 77.9 kB.',
  },
];

// A new element's file needs a budget of its own.
for (const { file } of elementDocs) {
  const entry = file.replace(/^dist\//, '');
  if (!budgets.some((budget) => budget.entries.length === 1 && budget.entries[0] === entry && !budget.startupLazy)) {
    throw new Error(`${file} has no size budget in .size-limit.js`);
  }
}

export default await Promise.all(
  budgets.map(async ({ name, entries, startupLazy, limit, why }) => ({
    name,
    path:
      entries.length === 1 && !startupLazy
        ? await staticClosure(`dist/${entries[0] ?? ''}`)
        : await pageFiles('dist', entries, startupLazy),
    gzip: true,
    limit,
    message: why,
  })),
);
