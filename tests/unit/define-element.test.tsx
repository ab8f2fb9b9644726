import { act, useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLabElement, defineLabElement } from '../../src/elements/defineElement';
import { announce } from '../../src/elements/announce';
import { useStyles } from '../../src/elements/adoptStyles';
import type { ElementSpec } from '../../src/elements/elementSpec';
import { $apiBase } from '../../src/stores/config';

interface ProbeProps {
  label?: string;
  open?: boolean;
}

function Probe({ label, open }: ProbeProps) {
  useStyles('.probe { color: rgb(1, 2, 3); }');
  const id = useId();
  return (
    <div part="base" className="probe" id={id} data-open={String(Boolean(open))}>
      <span>{label ?? 'no label'}</span>
      <button type="button" onClick={() => announce('lab-login', { userId: '42' })}>
        fire
      </button>
    </div>
  );
}

let tagCount = 0;
function probeSpec() {
  tagCount += 1;
  return {
    tag: `lab-probe-${tagCount}`,
    attributes: { 'api-base': 'string', label: 'string', open: 'boolean' },
  } as const satisfies ElementSpec;
}

function defineProbe() {
  const spec = probeSpec();
  const element = createLabElement(spec, Probe);
  defineLabElement(element);
  return { tag: spec.tag, element };
}

async function mount(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  return document.body.firstElementChild as HTMLElement;
}

const shadow = (element: HTMLElement) => {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
};

afterEach(() => {
  $apiBase.set('');
  vi.restoreAllMocks();
});

describe('an element made by the factory', () => {
  it('renders its component into an open shadow root with the shared and its own styles adopted', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag} label="Hello"></${tag}>`);
    expect(shadow(element).textContent).toContain('Hello');
    expect(shadow(element).adoptedStyleSheets.length).toBe(2);
    expect(document.head.querySelectorAll('style').length).toBe(0);
  });

  it('passes attribute changes and removals to the component', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag} label="First"></${tag}>`);
    await act(async () => element.setAttribute('label', 'Second'));
    expect(shadow(element).textContent).toContain('Second');
    await act(async () => element.removeAttribute('label'));
    expect(shadow(element).textContent).toContain('no label');
  });

  it('treats boolean attributes the HTML way: present (even empty) is true, removed is false', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag} open=""></${tag}>`);
    const probe = () => shadow(element).querySelector('.probe');
    expect(probe()?.getAttribute('data-open')).toBe('true');
    await act(async () => element.removeAttribute('open'));
    expect(probe()?.getAttribute('data-open')).toBe('false');
    await act(async () => element.setAttribute('open', 'open'));
    expect(probe()?.getAttribute('data-open')).toBe('true');
    await act(async () => element.removeAttribute('open'));
    await act(async () => {
      (element as HTMLElement & { open: boolean }).open = true;
    });
    expect(element.hasAttribute('open')).toBe(true);
    expect(probe()?.getAttribute('data-open')).toBe('true');
    await act(async () => {
      (element as HTMLElement & { open: boolean }).open = false;
    });
    expect(element.hasAttribute('open')).toBe(false);
    expect(probe()?.getAttribute('data-open')).toBe('false');
  });

  it('reflects string properties to attributes, null when absent', async () => {
    const { tag } = defineProbe();
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & { label: string | null };
    expect(element.label).toBeNull();
    await act(async () => {
      element.label = 'From a property';
    });
    expect(element.getAttribute('label')).toBe('From a property');
    expect(shadow(element).textContent).toContain('From a property');
    await act(async () => {
      element.label = null;
    });
    expect(element.hasAttribute('label')).toBe(false);
    expect(shadow(element).textContent).toContain('no label');
  });

  it('gives every element on the page its own React ids (ids never cross shadow roots)', async () => {
    const { tag } = defineProbe();
    await mount(`<${tag}></${tag}><${tag}></${tag}>`);
    const ids = [...document.querySelectorAll<HTMLElement>(tag)].map(
      (element) => shadow(element).querySelector('.probe')?.id,
    );
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('dispatches lab-* events from the host element, bubbling out of the shadow root', async () => {
    const { tag } = defineProbe();
    const element = await mount(`<${tag}></${tag}>`);
    const heard = vi.fn();
    document.addEventListener('lab-login', (event) => {
      heard(event.detail, event.composed);
    });
    await act(async () => shadow(element).querySelector('button')?.click());
    expect(heard).toHaveBeenCalledWith({ userId: '42' }, true);
  });

  it('fires a store event once, from the element the user last acted in, whatever the number of elements', async () => {
    const { tag } = defineProbe();
    await mount(`<${tag} id="first"></${tag}><${tag} id="second"></${tag}>`);
    const heardFrom: string[] = [];
    const listening = new AbortController();
    document.addEventListener('lab-login', (event) => heardFrom.push((event.target as HTMLElement).id), {
      signal: listening.signal,
    });
    announce('lab-login', { userId: '7' });
    const button = shadow(document.getElementById('second') as HTMLElement).querySelector('button');
    await act(async () => {
      button?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      button?.click();
    });
    listening.abort();
    expect(heardFrom).toEqual(['first', 'second']);
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

  it('sets the API base for the whole page from an api-base attribute', async () => {
    const { tag } = defineProbe();
    await mount(`<${tag} api-base="https://api.example.test/"></${tag}>`);
    expect($apiBase.get()).toBe('https://api.example.test');
  });
});

describe('defining an element', () => {
  it('skips a tag that is already defined by the same version, silently', () => {
    const { tag, element } = defineProbe();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(customElements.get(tag)).toBe(element);
    expect(() => defineLabElement(element)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips a tag defined by another version of the bundle and warns once', () => {
    const spec = probeSpec();
    defineLabElement(createLabElement(spec, Probe));
    const other = createLabElement(spec, Probe);
    other.labVersion = '0.0.0-other';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineLabElement(other);
    defineLabElement(other);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('0.0.0-other');
  });
});
