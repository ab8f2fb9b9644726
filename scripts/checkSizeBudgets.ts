import { elementDocs } from '../src/elements/elementList';
import { kilobytes, measureEntry, measurePage } from './bundleSizes';

/**
 * The size gate of `npm test` (gzip, every chunk an entry pulls in before any lazy screen loads),
 * against each element's `sizeBudgetKb` (its definition). The store's figures include the
 * pictures it shows: they are inlined in the code that shows them (build/inlineImages.ts), so a
 * page fetches no image files of ours.
 */
/** The files that are no element, with their budgets: each imports nothing, least of all React. */
const loaders = [
  { file: 'dist/lab-autoloader.js', sizeBudgetKb: 1 },
  { file: 'dist/lab-analytics.js', sizeBudgetKb: 1 },
];

let failed = false;
console.log('entry                               files   raw KB  gzip KB  budget KB');
for (const { file, sizeBudgetKb: budget } of [...elementDocs, ...loaders]) {
  const entry = file.replace(/^dist\//, '');
  const size = await measureEntry('dist', entry);
  const over = size.gzipBytes > budget * 1024;
  failed ||= over;
  console.log(
    `${entry.padEnd(36)}${String(size.files).padStart(5)}${kilobytes(size.rawBytes).padStart(9)}` +
      `${kilobytes(size.gzipBytes).padStart(9)}${String(budget).padStart(11)}${over ? '  OVER BUDGET' : ''}`,
  );
}
/**
 * Per demo page: all the bundle's JavaScript a page loads before its first screen is
 * complete, each file once: its script tags' entries with their static imports, and the lazy
 * chunks its first render requests at once (the store's footer, Home's lower half, a test card's
 * body). The host page's own script (clinic.js) is not the bundle's and is not counted.
 */
const pageBudgetsKb: { page: string; entries: string[]; startupLazy: string[]; budget: number }[] = [
  { page: '/ (Home)', entries: ['lab-storefront.js'], startupLazy: ['footer-', 'HomeBelowFold-'], budget: 115.5 },
  {
    page: '/marketing.html',
    entries: ['lab-storefront.js', 'lab-analytics.js'],
    // The article's lab-test-card asks for its body as it renders.
    startupLazy: ['footer-', 'HomeBelowFold-', 'lab-test-card-body-'],
    budget: 126.5,
  },
  {
    // A partner's article with one card and no other element: the card's body follows its frame.
    page: '/article.html',
    entries: ['widgets/lab-test-card.js'],
    startupLazy: ['lab-test-card-body-'],
    budget: 105,
  },
  {
    page: '/clinic.html',
    entries: ['widgets/lab-pincode-checker.js', 'widgets/lab-cart-badge.js'],
    startupLazy: [],
    budget: 80,
  },
];

console.log('\npage (JS before the first screen)    files   raw KB  gzip KB  budget KB');
for (const { page, entries, startupLazy, budget } of pageBudgetsKb) {
  const size = await measurePage('dist', entries, startupLazy);
  const over = size.gzipBytes > budget * 1024;
  failed ||= over;
  console.log(
    `${page.padEnd(36)}${String(size.files).padStart(5)}${kilobytes(size.rawBytes).padStart(9)}` +
      `${kilobytes(size.gzipBytes).padStart(9)}${String(budget).padStart(11)}${over ? '  OVER BUDGET' : ''}`,
  );
}

if (failed) {
  console.error('\nAn entry or a page is over its size budget.');
  process.exit(1);
}
console.log('\nEvery entry and page is within its budget.');
