import { configureApiClient } from '../api/apiConnection';
import { $resolvedApiBase } from './config';
import { $deviceKey, $userToken } from './session';

/**
 * The one place the API client meets the stores: calls go to the resolved `api-base` and carry
 * the session's token, and the login calls the browser's device key. Every store module that runs a call imports this module for its effect
 * (listed in package.json's `sideEffects`, so the bundler keeps it), before its first call.
 */
configureApiClient({
  baseAddress: () => $resolvedApiBase.get(),
  token: () => $userToken.get() || undefined,
  deviceKey: () => $deviceKey.get() || undefined,
});
