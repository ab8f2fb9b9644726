import { act, createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { createLabElement, defineLabElement } from '../../src/elementRuntime/defineElement';
import type { ElementSpec } from '../../src/elementRuntime/elementSpec';
import { defineProbe, mount, Probe, probeSpec, shadow } from './support/probeElement';

/** When an element made by the factory renders, keeps its tree and lets it go. */
describe("an element's render", () => {
  it('commits its first render as it connects: the page reads it in the same task', async () => {
    const { tag } = defineProbe();
    await act(async () => {
      document.body.innerHTML = `<${tag} label="At once"></${tag}>`;
      expect(shadow(document.body.firstElementChild as HTMLElement).textContent).toContain('At once');
    });
  });

  it("renders in a React app right after the app's commit, not forced inside it", async () => {
    const { tag } = defineProbe();
    const container = document.createElement('div');
    document.body.append(container);
    const app = createRoot(container);
    await act(async () => {
      // React forbids flushSync while it commits: that would log an error (and fail this test).
      flushSync(() => app.render(createElement(tag, { label: 'In a React app' })));
      await Promise.resolve();
      expect(shadow(container.firstElementChild as HTMLElement).textContent).toContain('In a React app');
    });
    await act(async () => app.unmount());
  });

  it('renders nothing for an element a React app removed before its render came', async () => {
    let renders = 0;
    const spec = probeSpec();
    defineLabElement(
      createLabElement(spec, () => {
        renders += 1;
        return null;
      }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const app = createRoot(container);
    await act(async () => {
      flushSync(() => app.render(createElement(spec.tag)));
      flushSync(() => app.render(null));
      await Promise.resolve();
    });
    expect(renders).toBe(0);
    await act(async () => app.unmount());
  });

  it('keeps its rendered tree when moved to another place in the page', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag} label="Moving"></${tag}><section></section>`);
    const rendered = shadow(element).querySelector('.probe');
    await act(async () => document.querySelector('section')?.append(element));
    expect(shadow(element).querySelector('.probe')).toBe(rendered);
  });

  it('unmounts its React tree once removed from the page', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag} label="Going"></${tag}>`);
    await act(async () => element.remove());
    expect(shadow(element).querySelector('.probe')).toBeNull();
  });

  it('renders in slices holding its room: a box of its own until the first render commits, then the render alone', async () => {
    const spec = { ...probeSpec(), renderInSlices: true } as const satisfies ElementSpec;
    const room = { className: 'probe-room', part: 'base', css: '.probe-room { min-height: 120px; }' };
    defineLabElement(createLabElement(spec, Probe, { room }));
    let element = document.body;
    await act(async () => {
      document.body.innerHTML = `<${spec.tag} label="Sliced"></${spec.tag}>`;
      element = document.body.firstElementChild as HTMLElement;
      // Defined and connected, its render not yet committed: the room's box alone.
      const box = shadow(element).querySelector('.probe-room');
      expect(box?.getAttribute('part')).toBe('base');
      expect(box?.getAttribute('aria-busy')).toBe('true');
      const sheets = shadow(element).adoptedStyleSheets;
      expect(sheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('.probe-room'))).toBe(true);
      expect(shadow(element).querySelector('.probe')).toBeNull();
    });
    expect(shadow(element).querySelector('.probe')?.textContent).toContain('Sliced');
    expect(shadow(element).querySelector('.probe-room')).toBeNull();
  });

  it('puts its first render off while its firstRenderTiming waits, holding its room; a move renders again at once', async () => {
    const spec = { ...probeSpec(), renderInSlices: true } as const satisfies ElementSpec;
    const room = { className: 'probe-room', part: 'base', css: '.probe-room { min-height: 120px; }' };
    const waits: { render: () => void; cancelled: boolean }[] = [];
    const firstRenderTiming = (_host: HTMLElement, render: () => void) => {
      const wait = { render, cancelled: false };
      waits.push(wait);
      return { reconsider: () => undefined, cancel: () => void (wait.cancelled = true) };
    };
    defineLabElement(createLabElement(spec, Probe, { room, firstRenderTiming }));
    const element = await mount(`<${spec.tag} label="Later"></${spec.tag}><section></section>`);
    expect(shadow(element).querySelector('.probe-room')).not.toBeNull();
    expect(shadow(element).querySelector('.probe')).toBeNull();

    // Moved while it waits: the old wait goes, a new one takes its place.
    await act(async () => document.querySelector('section')?.append(element));
    expect(waits.map((wait) => wait.cancelled)).toEqual([true, false]);

    await act(async () => waits[1]?.render());
    expect(shadow(element).querySelector('.probe')?.textContent).toContain('Later');
    expect(shadow(element).querySelector('.probe-room')).toBeNull();

    // Rendered, then moved: no second wait.
    await act(async () => document.body.append(element));
    expect(waits).toHaveLength(2);
    expect(shadow(element).querySelector('.probe')).not.toBeNull();
  });

  it('drops the wait of an element removed before its first render', async () => {
    const spec = { ...probeSpec(), renderInSlices: true } as const satisfies ElementSpec;
    const cancel = vi.fn();
    defineLabElement(createLabElement(spec, Probe, { firstRenderTiming: () => ({ reconsider: () => undefined, cancel }) }));
    const element = await mount(`<${spec.tag}></${spec.tag}>`);
    await act(async () => element.remove());
    expect(cancel).toHaveBeenCalledTimes(1);
  });

});
