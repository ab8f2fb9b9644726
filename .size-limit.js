// TypeScript helpers: `npm run size` runs size-limit under tsx.
import { pageFiles, staticClosure } from './build/bundleSizes.ts';
import { sizeBudgets } from './build/sizeBudgets.ts';
import { elementDocs } from './src/elements/elementList.ts';

// The budgets and why each is what it is: build/sizeBudgets.ts, one per element of the list.
export default await Promise.all(
  sizeBudgets(elementDocs).map(async ({ name, entries, startupLazy, limit, why }) => ({
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
