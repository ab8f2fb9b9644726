import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../widgets/lab-cart-badge';
import '../../widgets/lab-pincode-checker';
import { isPartnerId as serverAcceptsPartner } from '../../demo/api/cart/partner';
import { isPartnerId } from '../../src/lib/partnerId';
import { storeHref } from '../../src/router/storeNavigation';
import { $partner, keepPartner, keepPartnerFromHashQuery } from '../../src/stores/partner';

afterEach(() => {
  sessionStorage.clear();
  act(() => $partner.set(''));
  vi.restoreAllMocks();
});

describe('a partner id', () => {
  it("follows the reference API's rule exactly, so the store never keeps an id the cart add would refuse", () => {
    const candidates = [
      'green-valley-clinic',
      'Clinic_42',
      'a',
      'x'.repeat(64),
      'x'.repeat(65),
      '',
      'green valley',
      'clinic/7',
      'clinic?x=1',
      'clinic&partner=x',
      'क्लिनिक',
      'clinic.7',
      ' clinic',
      'clinic\n',
      '<script>',
    ];
    for (const candidate of candidates) expect(isPartnerId(candidate), candidate).toBe(serverAcceptsPartner(candidate));
    expect(candidates.filter(isPartnerId)).toEqual(['green-valley-clinic', 'Clinic_42', 'a', 'x'.repeat(64)]);
  });
});

describe("the visit's partner", () => {
  it('is kept in session storage for the visit, and a malformed id is not kept', () => {
    expect(keepPartner('green-valley-clinic')).toBe(true);
    expect($partner.get()).toBe('green-valley-clinic');
    expect(sessionStorage.getItem('partner')).toBe('green-valley-clinic');
    expect(localStorage.getItem('partner')).toBeNull();
    expect(keepPartner('not a partner')).toBe(false);
    expect($partner.get()).toBe('green-valley-clinic');
  });

  it('is picked up from partner= in the hash query the visitor landed with', () => {
    keepPartnerFromHashQuery('userId=u-1&partner=clinic-7');
    expect($partner.get()).toBe('clinic-7');
    keepPartnerFromHashQuery('id=cbc');
    expect($partner.get()).toBe('clinic-7');
    keepPartnerFromHashQuery('partner=%3Cscript%3E');
    expect($partner.get()).toBe('clinic-7');
  });

  it('comes from the partner attribute of any element on the page; a malformed one is ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => {
      document.body.innerHTML = '<lab-pincode-checker partner="green-valley-clinic"></lab-pincode-checker>';
    });
    expect($partner.get()).toBe('green-valley-clinic');
    expect(warn).not.toHaveBeenCalled();
    await act(async () => {
      document.querySelector('lab-pincode-checker')?.setAttribute('partner', 'green valley');
    });
    expect($partner.get()).toBe('green-valley-clinic');
    expect(warn).toHaveBeenCalledWith(
      '<lab-pincode-checker> ignores its partner attribute: a partner id is 1 to 64 letters, digits, _ or -.',
    );
  });
});

describe('links to the store page', () => {
  it('carry the partner in the hash query, only when they leave for store-url', () => {
    expect(storeHref('/cart?userId=u-1', 'https://lab.example.in/store', 'clinic-7')).toBe(
      'https://lab.example.in/store#/cart?userId=u-1&partner=clinic-7',
    );
    expect(storeHref('/', 'https://lab.example.in/store', 'clinic-7')).toBe('https://lab.example.in/store#/?partner=clinic-7');
    expect(storeHref('/cart', 'https://lab.example.in/store')).toBe('https://lab.example.in/store#/cart');
    expect(storeHref('/cart', undefined, 'clinic-7')).toBe('#/cart');
  });

  it("from a cart badge with store-url carry its partner", async () => {
    await act(async () => {
      document.body.innerHTML = '<lab-cart-badge store-url="/store" partner="green-valley-clinic"></lab-cart-badge>';
    });
    const link = document.querySelector('lab-cart-badge')?.shadowRoot?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/store#/cart?partner=green-valley-clinic');
  });
});
