import { act, waitFor, within } from '@testing-library/react';

/**
 * Puts a `<lab-storefront>` (with `attributes` as markup) on the page at `hash` and gives its
 * content to query: the store's tests drive it as a visitor would.
 */
export async function openStore(hash: string, attributes = '') {
  location.hash = hash;
  await act(async () => {
    document.body.innerHTML = `<lab-storefront ${attributes}></lab-storefront>`;
    await Promise.resolve();
  });
  const host = document.querySelector('lab-storefront');
  const base = host?.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
  if (!host || !base) throw new Error('lab-storefront did not render');
  return { host, store: within(base) };
}

/**
 * Waits until `check` passes: the store loads its screens lazily and its data over the network.
 * With the setup's patience (tests/unit/setup.ts), which a busy CI machine needs.
 */
export const settle = (check: () => void) => waitFor(check);
