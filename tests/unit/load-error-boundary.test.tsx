import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '../../src/components/LoadErrorBoundary';
import { retryableLazy } from '../../src/components/retryableLazy';

/** A lazy part whose loads fail, as a chunk's fetch does offline, until the network is back. */
function partOfAnUnreachableServer(): { Part: ComponentType; reconnect: () => void; loads: () => number } {
  let reachable = false;
  let loads = 0;
  const Part = retryableLazy(async () => {
    loads += 1;
    if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: http://lab.test/Part.js');
    return { default: () => <p>The part</p> };
  });
  return { Part, reconnect: () => (reachable = true), loads: () => loads };
}

function inBoundary(
  Part: ComponentType,
  { retryWhenOnline, resetKey = '/single-tests' }: { retryWhenOnline: boolean; resetKey?: string },
) {
  return (
    <LoadErrorBoundary
      resetKey={resetKey}
      retryWhenOnline={retryWhenOnline}
      fallback={({ retry, failedRetries }) => (
        <button type="button" onClick={retry}>
          Try again, {failedRetries} tries failed
        </button>
      )}
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Part />
      </Suspense>
    </LoadErrorBoundary>
  );
}

describe('a part whose code failed to load', () => {
  it('loads again by itself when the browser comes back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect } = partOfAnUnreachableServer();
    render(inBoundary(Part, { retryWhenOnline: true }));
    await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    reconnect();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('A part of the store could not be loaded:', expect.any(TypeError));
  });

  it('loads again when asked, and counts the tries that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect } = partOfAnUnreachableServer();
    render(inBoundary(Part, { retryWhenOnline: false }));
    const first = await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    await act(async () => first.click());
    const again = await screen.findByRole('button', { name: 'Try again, 1 tries failed' });
    reconnect();
    await act(async () => again.click());
    expect(await screen.findByText('The part')).toBeTruthy();
  });

  it('stays as it is when the browser comes back online, unless the boundary retries then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect, loads } = partOfAnUnreachableServer();
    render(inBoundary(Part, { retryWhenOnline: false }));
    await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    // One fetch: React renders a failed tree once more before it gives up, with the same failed load.
    expect(loads()).toBe(1);
    reconnect();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('button', { name: 'Try again, 0 tries failed' })).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('loads again on the next route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reconnect, loads } = partOfAnUnreachableServer();
    const { rerender } = render(inBoundary(Part, { retryWhenOnline: false }));
    await screen.findByRole('button', { name: 'Try again, 0 tries failed' });
    reconnect();
    rerender(inBoundary(Part, { retryWhenOnline: false, resetKey: '/checkups' }));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(loads()).toBe(2);
  });
});
