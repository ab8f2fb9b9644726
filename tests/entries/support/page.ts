import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { expect } from 'vitest';
import { englishAreas as areas } from '../../unit/support/englishAreas';

/** Puts `html` in the page, as a partner page would, and returns its first element. */
export async function mount(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.body.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error(`nothing mounted from ${html}`);
  return element;
}

/** Every shadow root under `root`, its own included, in document order. */
function shadowRoots(root: Element | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const elements = root instanceof Element ? [root, ...root.querySelectorAll('*')] : [...root.querySelectorAll('*')];
  for (const element of elements) {
    if (element.shadowRoot) found.push(element.shadowRoot, ...shadowRoots(element.shadowRoot));
  }
  return found;
}

/** The first element matching `selector` inside the element's shadow trees. */
export function find(host: Element, selector: string): HTMLElement {
  for (const root of shadowRoots(host)) {
    const match = root.querySelector(selector);
    if (match instanceof HTMLElement) return match;
  }
  throw new Error(`no ${selector} in ${host.localName}`);
}

/** Attributes whose values a visitor reads or hears. */
const worded = ['aria-label', 'placeholder', 'title', 'alt'];

/** What a visitor can read or hear of the element: its shadow trees' text and worded attributes. */
export function shownText(host: Element): string {
  return shadowRoots(host)
    .flatMap((root) => [
      root.textContent,
      ...[...root.querySelectorAll('*')].flatMap((element) =>
        worded.map((name) => element.getAttribute(name) ?? '').filter(Boolean),
      ),
    ])
    .join('\n');
}

const keys = Object.values(areas).flatMap((texts) => Object.keys(texts));

/**
 * Waits in real time (lazy chunks, the canned API, the store's delays) until `check` passes,
 * then checks that no catalogue key shows where its text should.
 */
export async function shows(host: Element, check: (text: string) => boolean, timeout = 5000): Promise<void> {
  const deadline = performance.now() + timeout;
  while (!check(shownText(host)) && performance.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  const text = shownText(host);
  expect(check(text), text).toBe(true);
  expect(keys.filter((key) => text.includes(key))).toEqual([]);
}

/** Types `value` into a field, as a visitor does. */
export async function typeInto(host: Element, selector: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(find(host, selector), { target: { value } });
  });
}

/** Clicks the element matching `selector`, letting React commit what follows. */
export async function click(host: Element, selector: string): Promise<void> {
  await act(async () => find(host, selector).click());
}
