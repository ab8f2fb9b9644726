import '../apiConnection';

/**
 * The login calls, connected to the stores' base address and token (`../apiConnection`). The
 * login store and Logout load them with the first use, so an element's start-up carries neither
 * the HTTP client nor the connection.
 */
export * from '../../api/auth';
