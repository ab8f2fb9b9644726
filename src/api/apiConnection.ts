/**
 * What the API client is given by the layer above it: where the API is, the visitor's token and
 * the browser's device key.
 * The client reads both on every request, since any element may set `api-base`, and a login may
 * happen, after a call was prepared. The stores give them (`stores/apiConnection.ts`), so the
 * client imports no store; this module imports nothing, so giving them loads no HTTP client.
 */
export interface ApiConnection {
  /** The address calls go to, without a trailing slash. */
  baseAddress: () => string;
  /** The logged-in visitor's token; `undefined` when nobody is logged in. */
  token: () => string | undefined;
  /** The browser's device key from an earlier login, sent with the login calls; `undefined` before one. */
  deviceKey: () => string | undefined;
}

let given: ApiConnection | undefined;

export function configureApiClient(connection: ApiConnection): void {
  given = connection;
}

/**
 * The connection given. A call before one was given is a mistake of ours (a store that calls
 * without importing `stores/apiConnection.ts`): it fails as a network error, and reaches no server.
 */
export function apiConnection(): ApiConnection {
  if (!given) throw new Error('API client not connected');
  return given;
}
