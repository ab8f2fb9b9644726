import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-search-box';
import '../../widgets/lab-header';
import { keepPartner } from '../../src/stores/partner';
import { hearCommerceEvents, startCommerceCatalogue } from './support/commerceCatalogue';
import { settle } from './support/storeElement';

/**
 * `lab-search`, the commerce event of a search: from the element whose box was used, with the
 * visit's partner, and never for what looks like the visitor's own phone number or e-mail.
 */
await startCommerceCatalogue();

describe('lab-search', () => {
  async function typeInto(tag: 'lab-search-box' | 'lab-header', text: string) {
    await act(async () => {
      document.body.innerHTML = `<${tag} id="${tag}"></${tag}>`;
      await Promise.resolve();
    });
    const root = document.getElementById(tag)?.shadowRoot;
    if (!root) throw new Error(`${tag} did not render`);
    const box = within(root as unknown as HTMLElement);
    const input = box.getByRole('combobox', { name: 'Search tests and packages' });
    act(() => {
      fireEvent.change(input, { target: { value: text } });
    });
    return { box, input };
  }

  it('comes once from the standalone search box when a search is submitted, with what was typed', async () => {
    const heard = hearCommerceEvents();
    act(() => {
      keepPartner('clinic-7');
    });
    const { input } = await typeInto('lab-search-box', '  thyroid ');
    act(() => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(heard).toEqual([{ name: 'lab-search', from: 'lab-search-box', detail: { search_term: 'thyroid', partner: 'clinic-7' } }]);
  });

  it('comes from the header when a suggestion is chosen', async () => {
    const heard = hearCommerceEvents();
    const { box } = await typeInto('lab-header', 'cbc');
    await settle(() => expect(box.getByRole('combobox', { name: 'Search tests and packages' }).getAttribute('aria-expanded')).toBe('true'));
    act(() => {
      fireEvent.click(box.getByRole('option', { hidden: true, name: /Complete Blood Count/ }));
    });
    expect(heard).toEqual([{ name: 'lab-search', from: 'lab-header', detail: { search_term: 'cbc' } }]);
  });

  it('does not come for a search too short to submit, nor for a phone number or an e-mail address', async () => {
    const heard = hearCommerceEvents();
    for (const personal of ['a', '+91 98860 12345', 'asha@example.in']) {
      const { input } = await typeInto('lab-search-box', personal);
      act(() => {
        fireEvent.submit(input.closest('form') as HTMLFormElement);
      });
    }
    expect(heard).toEqual([]);
  });
});
