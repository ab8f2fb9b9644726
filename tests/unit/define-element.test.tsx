import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLabElement, defineLabElement } from '../../src/elementRuntime/defineElement';
import { $apiBase } from '../../src/stores/config';
import { defineProbe, mount, Probe, probeSpec, shadow } from './support/probeElement';

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

  it('fires an event from the element it happened in, heard by a handler bound on that element', async () => {
    const { tag } = defineProbe();
    await mount(`<${tag} id="first"></${tag}><${tag} id="second"></${tag}>`);
    const heardOn = { first: 0, second: 0 };
    document.getElementById('first')?.addEventListener('lab-login', () => (heardOn.first += 1));
    document.getElementById('second')?.addEventListener('lab-login', () => (heardOn.second += 1));
    await act(async () => shadow(document.getElementById('second') as HTMLElement).querySelector('button')?.click());
    expect(heardOn).toEqual({ first: 0, second: 1 });
  });

  it('applies properties set on the element before its tag was defined', async () => {
    const spec = probeSpec();
    const early = document.createElement(spec.tag) as HTMLElement & Record<string, unknown>;
    early.label = 'Set early';
    early.open = true;
    early.apiBase = 'https://api.early.example/';
    await act(async () => {
      document.body.replaceChildren(early);
      defineLabElement(createLabElement(spec, Probe));
    });
    expect(Object.hasOwn(early, 'open')).toBe(false);
    expect(early.getAttribute('label')).toBe('Set early');
    expect(early.hasAttribute('open')).toBe(true);
    expect(shadow(early).querySelector('.probe')?.getAttribute('data-open')).toBe('true');
    expect(shadow(early).textContent).toContain('Set early');
    expect($apiBase.get()).toBe('https://api.early.example');
  });

  it('ignores an api-base that is not https (or http on loopback), with one warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tag } = defineProbe();
    const element = await mount(`<${tag} api-base="javascript:alert(1)"></${tag}>`);
    expect($apiBase.get()).toBe('');
    await act(async () => element.setAttribute('api-base', 'http://api.lab.example'));
    expect($apiBase.get()).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('api-base');
    await act(async () => element.setAttribute('api-base', 'http://127.0.0.1:8080'));
    expect($apiBase.get()).toBe('http://127.0.0.1:8080');
    await act(async () => element.setAttribute('api-base', 'https://api.lab.example'));
    expect($apiBase.get()).toBe('https://api.lab.example');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores a store-url that is neither relative nor http(s), with one warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tag } = defineProbe();
    const element = await mount(`<${tag} store-url="  javascript:alert(document.cookie)"></${tag}>`);
    const probe = () => shadow(element).querySelector('.probe')?.getAttribute('data-store-url');
    expect(probe()).toBe('none');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('store-url');
    await act(async () => element.setAttribute('store-url', 'data:text/html,<script>alert(1)</script>'));
    expect(probe()).toBe('none');
    await act(async () => element.setAttribute('store-url', '/store'));
    expect(probe()).toBe('/store');
    await act(async () => element.setAttribute('store-url', 'https://lab.example/store'));
    expect(probe()).toBe('https://lab.example/store');
    expect(warn).toHaveBeenCalledTimes(2);
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
