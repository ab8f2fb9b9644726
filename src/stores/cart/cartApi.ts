import '../apiConnection';

/**
 * The cart read, connected to the stores' base address and token (`../apiConnection`). The cart
 * loads it when it first syncs with the server, so an element's start-up carries neither the
 * HTTP client nor the connection.
 */
export { fetchCart } from '../../api/cart';
