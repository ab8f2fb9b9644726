import type { ApiOutcome } from '../api/callApi';
import { phrase, type MessageKey } from '../i18n';

/**
 * Runs a call of an API module that is loaded on first use: the HTTP client (ofetch) arrives with
 * the first search, code request or cart read, not with every element's start-up. If the module
 * cannot be fetched (offline, or a redeploy replaced the chunk) the call fails with the product §8
 * network message `networkMessage`, so nothing waits for ever on an import. Each caller keeps its
 * own literal `import()` in `load`, which is what the bundler splits on.
 */
export async function callLazyApi<Module, T>(
  load: () => Promise<Module>,
  call: (api: Module) => Promise<ApiOutcome<T>>,
  networkMessage: MessageKey,
): Promise<ApiOutcome<T>> {
  let api: Module;
  try {
    api = await load();
  } catch {
    return { ok: false, reason: 'error', message: phrase(networkMessage) };
  }
  return call(api);
}
