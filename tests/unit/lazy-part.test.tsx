import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, type LoadRetry } from '../../src/elementRuntime/lazyPart';

/** What a part shows while its code cannot be fetched: a Retry that counts the tries that failed. */
function TryAgain({ retry, failedRetries }: LoadRetry) {
  return (
    <button type="button" onClick={retry}>
      Try again, {failedRetries} tries failed
    </button>
  );
}

/** A lazy part whose loads fail, as a chunk's fetch does offline, until the network is back. */
function partOfAnUnreachableServer(): { Part: ComponentType; reconnect: () => void; loads: () => number } {
  let reachable = false;
  let loads = 0;
  const Part = lazyPart(
    async () => {
      loads += 1;
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: http://lab.test/Part.js');
      return { default: () => <p>The part</p> };
    },
    { fallback: TryAgain },
  );
  return { Part, reconnect: () => (reachable = true), loads: () => loads };
}

const loading = (Part: ComponentType) => (
  <Suspense fallback={<p role="status">Loading…</p>}>
    <Part />
  </Suspense>
);

describe('a lazy part whose code failed to load', () => {
  it('loads again by itself when the browser comes back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect } = partOfAnUnreachableServer();
    render(loading(Part));
    await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    reconnect();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('A part could not be loaded:', expect.any(TypeError));
  });

  it('loads again when asked, and counts the tries that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect } = partOfAnUnreachableServer();
    render(loading(Part));
    const first = await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    await act(async () => first.click());
    const again = await screen.findByRole('button', { name: 'Try again, 1 tries failed' });
    reconnect();
    await act(async () => again.click());
    expect(await screen.findByText('The part')).toBeTruthy();
  });

  it('fetches once per try: React renders a failed tree once more before it gives up, with the same load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, loads } = partOfAnUnreachableServer();
    render(loading(Part));
    const tryAgain = await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    expect(loads()).toBe(1);
    await act(async () => tryAgain.click());
    await screen.findByRole('button', { name: 'Try again, 1 tries failed' });
    expect(loads()).toBe(2);
  });

  it('loads again when it is mounted anew, as on the next route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect, loads } = partOfAnUnreachableServer();
    const { rerender } = render(<div key="/single-tests">{loading(Part)}</div>);
    await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    reconnect();
    rerender(<div key="/checkups">{loading(Part)}</div>);
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(loads()).toBe(2);
  });
});

describe('a lazy part handed over by the file that loaded the page', () => {
  it('renders at once, without fetching its code', () => {
    let loads = 0;
    const Part = lazyPart<{ name: string }>(
      async () => {
        loads += 1;
        return { default: () => <p>Fetched</p> };
      },
      { fallback: TryAgain },
    );
    Part.handOver(({ name }) => <p>Brought along for {name}</p>);
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Part name="the card" />
      </Suspense>,
    );
    expect(screen.getByText('Brought along for the card')).toBeTruthy();
    expect(loads).toBe(0);
  });
});
