import { within } from '@testing-library/dom';
import { act } from 'react';
import { until } from './until';

/**
 * Puts `<tag attributes>` in the page as a partner's page would, replacing what was there, and
 * returns it with queries scoped to its shadow root.
 */
export async function mountElement(tag: string, attributes: string) {
  await act(async () => {
    document.body.innerHTML = `<${tag} ${attributes}></${tag}>`;
    await Promise.resolve();
  });
  const host = document.querySelector(tag);
  if (!host?.shadowRoot) throw new Error(`${tag} did not render`);
  return { host, view: within(host.shadowRoot as unknown as HTMLElement) };
}

/**
 * Waits in real time (a lazy body, the canned API) until `check` passes. React commits what
 * arrived when each `act` ends, so the check runs between them.
 */
export function waitInRealTime(check: () => void): Promise<void> {
  return until(check, { within: 5000, pause: () => act(() => new Promise((resolve) => setTimeout(resolve, 20))) });
}
