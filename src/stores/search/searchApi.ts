import '../apiConnection';

/**
 * The search call, connected to the stores' base address (`../apiConnection`). The search store
 * loads it with the first search, so a search box's start-up carries neither the HTTP client nor
 * the connection.
 */
export { searchTests } from '../../api/search';
