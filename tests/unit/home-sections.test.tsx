import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { $contact } from '../../src/stores/contact';
import { resetPincodeCheck } from '../../src/stores/pincode';
import { withCannedApi } from './support/cannedApi';
import { openStore, settle } from './support/storeElement';

/**
 * Home's static sections in the store's element (product §2): their texts, links and controls.
 * Home asks the API nothing, so the canned API answers 404 to anything it is asked. What needs a
 * real page (no request at all, axe on the moving parts, the carousel's scrolling, the hero's
 * fallback image, following the links) stays in tests/e2e/home.spec.ts.
 */
withCannedApi();

const contactBefore = $contact.get();
afterEach(() => {
  act(() => {
    $contact.set(contactBefore);
    resetPincodeCheck();
  });
  const happyDom = (window as unknown as { happyDOM?: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM;
  if (happyDom) happyDom.settings.device.prefersReducedMotion = 'no-preference';
});

/** The store at Home, its sections below the fold shown. */
async function openHome() {
  const opened = await openStore('#/');
  // Read as text, not by role: role queries over the whole store take a second each in happy-dom.
  await settle(() => expect(opened.host.shadowRoot?.querySelector('.stats')?.textContent).toContain('Care you can count on'));
  return opened;
}

describe('Home', () => {
  it('shows the scrolling text strip with the marketing claims', async () => {
    const { store } = await openHome();
    const strip = within(store.getByRole('region', { name: 'Highlights' }));
    expect(strip.getAllByText('Make your own package: Get 25% OFF').length).toBeGreaterThan(0);
    expect(strip.getAllByText('Save up to 35% on health checkup offers').length).toBeGreaterThan(0);
    // The moving copy is drawn twice for a seamless loop; assistive technology hears it once.
    expect(strip.getAllByRole('list')).toHaveLength(1);
    act(() => {
      fireEvent.click(strip.getByRole('button', { name: 'Pause scrolling highlights' }));
    });
    expect(strip.getByRole('button', { name: 'Resume scrolling highlights' })).toBeTruthy();
  });

  it("'Less Price & More Tests - Choose Packages' links the first 4 categories to their checkup tabs", async () => {
    const { store } = await openHome();
    const section = within(store.getByRole('region', { name: 'Less Price & More Tests - Choose Packages' }));
    const links = section.getAllByRole('listitem').map((card) => within(card).getByRole('link'));
    const expected = ['Full Body Checkup', 'Diabetes', 'Thyroid', 'Vitamins'];
    expect(links).toHaveLength(4);
    for (const [index, name] of expected.entries()) {
      expect(links[index]?.textContent).toContain(name);
      expect(links[index]?.getAttribute('href')).toBe(`#/checkups?tab=${new URLSearchParams({ x: name }).toString().slice(2)}`);
    }
    expect(section.getByRole('link', { name: 'View all health checkup packages' }).getAttribute('href')).toBe('#/checkups');
  });

  it('the banner carousel has labelled slides and a pause control for its slide show', async () => {
    const { store } = await openHome();
    const region = store.getByRole('region', { name: 'Offers and updates' });
    const carousel = within(region);
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getByRole('group', { name: '1 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
    expect(carousel.getAllByRole('group')).toHaveLength(3);
    act(() => {
      fireEvent.click(carousel.getByRole('button', { name: 'Pause automatic slide show' }));
    });
    expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    // The slides' images reserve their space before loading: a fixed aspect ratio.
    const image = region.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1200', '450']);
  });

  it('carousels do not auto-advance under prefers-reduced-motion and offer no pause control', async () => {
    const happyDom = (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM;
    happyDom.settings.device.prefersReducedMotion = 'reduce';
    const { store } = await openHome();
    const carousel = within(store.getByRole('region', { name: 'Offers and updates' }));
    expect(carousel.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(store.queryAllByRole('button', { name: /automatic slide show/ })).toHaveLength(0);
  });

  it("'Special Offers' shows the static card, inert buttons and 'View All' to the error page", async () => {
    const { store } = await openHome();
    const offers = within(store.getByRole('region', { name: 'Special Offers' }));
    const card = offers.getByRole('article');
    expect(within(card).getByRole('heading').textContent).toBe('Full Body Checkup + 1 Special Profile Test FREE');
    expect(within(card).getByText('103 tests')).toBeTruthy();
    expect(card.querySelector('.price__current')?.textContent).toBe('₹999');
    expect(card.querySelector('s')?.textContent).toBe('₹2,299');
    const hash = location.hash;
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Know More' }));
      fireEvent.click(within(card).getByRole('button', { name: 'ADD TO CART' }));
    });
    expect(location.hash).toBe(hash);
    // /offers has no screen: the store's router shows the error page there (home.spec.ts follows it).
    expect(offers.getByRole('link', { name: 'View all special offers' }).getAttribute('href')).toBe('#/offers');
  });

  it("'Make Your Own Package' offers 25% OFF and 'Start Now' leads to /create-package", async () => {
    const { store } = await openHome();
    const promo = within(store.getByRole('region', { name: 'Make Your Own Package' }));
    expect(promo.getByText('25% OFF', { exact: true })).toBeTruthy();
    expect(promo.getByText('Get 25% OFF')).toBeTruthy();
    expect(promo.getByRole('link', { name: 'Start Now' }).getAttribute('href')).toBe('#/create-package');
  });

  it('the statistics strip shows 98%, 97% and 99% with the assurance note', async () => {
    const { host, store } = await openHome();
    const stats = store.getByRole('region', { name: 'Care you can count on' });
    const shown = [...stats.querySelectorAll('.stats__item')].map((item) => [
      item.querySelector('dd')?.textContent,
      item.querySelector('dt')?.textContent,
    ]);
    expect(shown).toEqual([
      ['98%', 'On-time report delivery'],
      ['97%', 'Timely sample collections'],
      ['99%', 'Positive customer reviews'],
    ]);
    const note = stats.querySelector('.stats__note');
    expect(note?.textContent).toBe(
      'Every sample is collected by trained phlebotomists using sealed, single-use kits, and tested by our partner laboratories.',
    );
    // An accreditation is claimed only when the lab states one.
    await act(async () => {
      host.setAttribute('accreditation', 'NABL, certificate MC-0000');
      await Promise.resolve();
    });
    await settle(() => expect(note?.textContent).toContain('Accreditation: NABL, certificate MC-0000.'));
  });

  it('the ad carousel shows the partner offers as labelled slides', async () => {
    const { store } = await openHome();
    const region = store
      .getAllByRole('region', { name: 'Partner offers' })
      .find((element) => element.getAttribute('aria-roledescription') === 'carousel');
    if (!region) throw new Error('no carousel named Partner offers');
    const ads = within(region);
    expect(ads.getAllByRole('group')).toHaveLength(3);
    // The words are text over text-free art, so they translate; the art itself says nothing.
    for (const words of ['Get 25% OFF', 'Save up to 35%', 'From ₹199']) expect(ads.getByText(words, { exact: true })).toBeTruthy();
    expect(region.querySelectorAll('img:not([alt=""])')).toHaveLength(0);
  });

  it("its pin-code check answers in the store and fires lab-pincode-check from it, which the page hears", async () => {
    const { store } = await openHome();
    const checks: unknown[] = [];
    const listen = (event: Event) => checks.push((event as CustomEvent).detail);
    document.addEventListener('lab-pincode-check', listen);
    try {
      fireEvent.change(store.getByLabelText('Check home sample collection in your area'), { target: { value: '560001' } });
      act(() => {
        fireEvent.click(store.getByRole('button', { name: 'Check' }));
      });
      expect(store.getByRole('button', { name: 'Checking…' })).toBeTruthy();
      await settle(() => expect(store.getByText(/Great! Service Available/)).toBeTruthy());
      expect(checks).toEqual([{ pincode: '560001', available: true }]);
    } finally {
      document.removeEventListener('lab-pincode-check', listen);
    }
  });
});
