import { catalogueScreenTexts, lazyScreen } from '../lazyScreen';

/** One chunk for every catalogue screen, with its sort and filter: it finds its row of the route table by its path. */
export default lazyScreen(
  () => import('./ListingPage'),
  ...catalogueScreenTexts,
  () => import('../../texts/en/listingChoices'),
);
