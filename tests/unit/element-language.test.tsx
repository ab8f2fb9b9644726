import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLabElement, defineLabElement } from '../../src/elementRuntime/defineElement';
import { resolveLocale } from '../../src/i18n/locales';
import { registerMessages } from '../../src/i18n';
import { pincode } from '../../src/elements/lab-pincode-checker/texts/en/pincode';
import { pincode as hindi } from '../../src/i18n/hi/pincode';
import { pincode as kannada } from '../../src/i18n/kn/pincode';
import { useT } from '../../src/i18n/useT';
import { formatRupees } from '../../src/lib/formatRupees';
import { $languageChoice, chooseLanguage } from '../../src/stores/language';

function Probe() {
  const t = useT();
  return (
    <p part="base">
      {t('pincode.submit')} {formatRupees(124999, t.locale)}
    </p>
  );
}

const spec = { tag: 'lab-language-probe', attributes: { lang: 'string' } } as const;

beforeAll(() => {
  void registerMessages({ pincode });
  defineLabElement(createLabElement(spec, Probe));
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('lang');
    $languageChoice.set(undefined);
    localStorage.clear();
  });
});

async function mount(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  return document.body.querySelector(spec.tag) as HTMLElement;
}

/** Waits until the element shows `text`: another language's texts arrive as their own chunk. */
async function shows(element: HTMLElement, text: string): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (element.shadowRoot?.textContent.includes(text)) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(element.shadowRoot?.textContent).toContain(text);
}

const shownLang = (element: HTMLElement) => element.shadowRoot?.querySelector('.lab-locale')?.getAttribute('lang');

describe('which language an element speaks', () => {
  it('is its own lang first, then the switcher choice, then the page, else English', () => {
    expect(resolveLocale('hi', 'kn', 'en')).toBe('hi');
    expect(resolveLocale('fr', 'kn', 'hi')).toBe('en');
    expect(resolveLocale(null, 'kn', 'hi-IN')).toBe('kn');
    expect(resolveLocale(null, undefined, 'hi-IN')).toBe('hi');
    expect(resolveLocale(null, undefined, 'fr-FR')).toBe('en');
    expect(resolveLocale(null, undefined, null)).toBe('en');
  });

  it('follows its lang attribute at once, and marks its shadow content with it', async () => {
    const element = await mount(`<${spec.tag} lang="kn"></${spec.tag}>`);
    await shows(element, kannada['pincode.submit']);
    expect(shownLang(element)).toBe('kn');
    await act(async () => element.setAttribute('lang', 'hi'));
    await shows(element, hindi['pincode.submit']);
    expect(shownLang(element)).toBe('hi');
    await act(async () => element.setAttribute('lang', 'fr'));
    await shows(element, 'Check');
    expect(shownLang(element)).toBe('en');
  });

  it('follows the page language, a hi-IN page included, and its changes', async () => {
    document.documentElement.lang = 'hi-IN';
    const element = await mount(`<section lang="kn"><${spec.tag}></${spec.tag}></section>`);
    await shows(element, kannada['pincode.submit']);
    await act(async () => element.parentElement?.removeAttribute('lang'));
    await shows(element, hindi['pincode.submit']);
  });

  it('takes the switcher choice over the page, and keeps an explicit lang over the choice', async () => {
    document.documentElement.lang = 'hi';
    const following = await mount(`<${spec.tag}></${spec.tag}><${spec.tag} lang="en"></${spec.tag}>`);
    const explicit = document.body.querySelectorAll(spec.tag)[1] as HTMLElement;
    await act(async () => chooseLanguage('kn'));
    await shows(following, kannada['pincode.submit']);
    expect(localStorage.getItem('labLanguage')).toBe('kn');
    expect(explicit.shadowRoot?.textContent).toContain('Check');
  });

  it('writes rupees in Latin digits in every language', async () => {
    const element = await mount(`<${spec.tag} lang="hi"></${spec.tag}>`);
    await shows(element, hindi['pincode.submit']);
    expect(element.shadowRoot?.textContent).toContain('₹1,24,999');
    expect(formatRupees(124999, 'kn')).toMatch(/^₹[\d,]+$/);
  });
});
