import { fireEvent, type BoundFunctions, type queries } from '@testing-library/dom';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../widgets/lab-package-compare';
import { $userId, $userToken } from '../../src/stores/session';
import { withCannedApi, type CannedReply, type RecordedRequest } from './support/cannedApi';
import { expectNoAxeViolations } from './support/axe';
import { mountElement, waitInRealTime } from './support/mountedElement';

const basic = {
  name: 'Basic Full Body Checkup',
  category: 'Full Body Checkup',
  description: 'The essentials.',
  price: 999,
  originalPrice: 2299,
  fastingRequired: true,
  includedTests: [
    { category: 'Diabetes', tests: ['Fasting Blood Sugar'] },
    { category: 'Thyroid', tests: ['TSH'] },
  ],
};
const advanced = {
  name: 'Advanced Full Body Checkup',
  category: 'Full Body Checkup',
  description: 'The essentials and more.',
  price: 1999,
  sampleType: 'Blood and urine',
  reportTime: '48 hours',
  fastingRequired: false,
  includedTests: [
    { category: 'Diabetes', tests: ['Fasting Blood Sugar', 'HbA1c'] },
    { category: 'Thyroid', tests: ['Thyroid Stimulating Hormone (TSH)'] },
  ],
};

/** The lab's answer: ids starting with `basic` or `advanced` are those packages, any other unknown. */
function answerLikeTheLab({ path }: RecordedRequest): CannedReply {
  if (path === '/api/v1/cart/add') return { json: { success: true, message: 'Item added to cart successfully!' } };
  const id = decodeURIComponent(path.replace('/api/v1/tests/', ''));
  const found = id.startsWith('basic') ? basic : id.startsWith('advanced') ? advanced : undefined;
  if (found) return { json: { success: true, data: { _id: id, ...found } } };
  return { status: 404, json: { success: false, message: 'Test not found' } };
}

const canned = withCannedApi();
beforeEach(() => {
  canned.api.answer(answerLikeTheLab);
});

/** Puts the element in the page as a CMS page would; each test reads other ids (the visit keeps reads). */
const mountCompare = (attributes: string) => mountElement('lab-package-compare', attributes);
const waitFor = waitInRealTime;

/** The words of the cells of the row whose header is `name`. */
function cellsOf(view: BoundFunctions<typeof queries>, name: string): (string | null)[] {
  const row: HTMLElement | null = view.getByRole('rowheader', { name }).closest('tr');
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

describe('the package comparison', () => {
  it('is a table with a column per package, a row per test, and says in words what each includes', async () => {
    const { host, view } = await mountCompare('test-ids="basic-1, advanced-1"');
    await waitFor(() => view.getByRole('table'));
    expect(view.getByRole('table').querySelector('caption')?.textContent).toBe('Packages side by side: what each one includes');
    const columns = view.getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Package', basic.name, advanced.name]);
    expect(view.getByText('₹999').tagName).toBe('STRONG');
    expect(view.getByText('₹2,299').tagName).toBe('S');
    expect(cellsOf(view, 'Tests included')).toEqual(['2', '3']);
    expect(cellsOf(view, 'Fasting')).toEqual(['Required', 'Not Required']);
    expect(cellsOf(view, 'Sample type')).toEqual(['Blood', 'Blood and urine']);
    expect(cellsOf(view, 'Report time')).toEqual(['24 hours', '48 hours']);
    // 'TSH' and 'Thyroid Stimulating Hormone (TSH)' are one test; HbA1c is only in the advanced one.
    expect(cellsOf(view, 'TSH')).toEqual(['Included', 'Included']);
    expect(cellsOf(view, 'HbA1c')).toEqual(['Not included', 'Included']);
    expect(view.getAllByRole('rowheader').map((header) => header.textContent)).toContain('Diabetes');
    expect(view.getByRole('region', { name: 'Packages side by side: what each one includes' }).tabIndex).toBe(0);
    await expectNoAxeViolations(host);
    // Each package's schema.org data is in the page's own DOM, outside the shadow root (product §10).
    await waitFor(() => expect(host.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2));
    const names = [...host.querySelectorAll('script')].map((script) => (JSON.parse(script.text) as { name: string }).name);
    expect(names).toEqual([basic.name, advanced.name]);
  });

  it('keeps only the tests that differ behind the switch', async () => {
    const { view } = await mountCompare('test-ids="basic-2,advanced-2"');
    await waitFor(() => view.getByRole('table'));
    expect(view.getByText('1 test is in some of these packages and not in others.')).toBeTruthy();
    act(() => {
      fireEvent.click(view.getByRole('switch', { name: 'Only differences' }));
    });
    const tests = view.getAllByRole('rowheader').map((header) => header.textContent);
    expect(tests).toContain('HbA1c');
    expect(tests).not.toContain('TSH');
    expect(tests).not.toContain('Thyroid');
  });

  it('names a package not found and still compares the others', async () => {
    const { view } = await mountCompare('test-ids="basic-3,no-such-package,advanced-3"');
    await waitFor(() => view.getByRole('table'));
    expect(view.getByText('Package not found: no-such-package')).toBeTruthy();
    expect(view.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('asks for two or three packages when fewer are found, and says when more were given', async () => {
    const one = await mountCompare('test-ids="basic-4,nothing-here"');
    await waitFor(() => one.view.getByText('Choose 2 or 3 packages to compare.'));
    expect(one.view.getByText('Package not found: nothing-here')).toBeTruthy();
    const none = await mountCompare('');
    await waitFor(() => none.view.getByText('Choose 2 or 3 packages to compare.'));
    const four = await mountCompare('test-ids="basic-5,advanced-5,basic-6,advanced-6"');
    await waitFor(() => four.view.getByRole('table'));
    expect(four.view.getByText('Up to 3 packages can be compared at once: the first 3 are shown.')).toBeTruthy();
    expect(four.view.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('says it is loading, says a failed read failed, and reads again on Retry', async () => {
    canned.api.answer(() => 'hang');
    const slow = await mountCompare('test-ids="basic-7,advanced-7"');
    await waitFor(() => slow.view.getByText('Loading the packages to compare…'));
    canned.api.answer(() => ({ status: 500, json: { success: false } }));
    const { view } = await mountCompare('test-ids="basic-8,advanced-8"');
    await waitFor(() => view.getByText('This could not be loaded'));
    canned.api.answer(answerLikeTheLab);
    act(() => {
      fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => view.getByRole('table'));
  });

  it('fires lab-compare once with the packages as GA4 items', async () => {
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('lab-compare', listen);
    const { view } = await mountCompare('test-ids="basic-9,advanced-9"');
    await waitFor(() => view.getByRole('table'));
    act(() => {
      fireEvent.click(view.getByRole('switch', { name: 'Only differences' }));
    });
    document.removeEventListener('lab-compare', listen);
    const item = (id: string, name: string, price: number) => ({ item_id: id, item_name: name, item_category: 'Full Body Checkup', price, item_list_name: 'Package comparison' });
    expect(heard).toEqual([
      {
        item_list_name: 'Package comparison',
        currency: 'INR',
        value: 2998,
        items: [{ ...item('basic-9', basic.name, 999), discount: 1300 }, item('advanced-9', advanced.name, 1999)],
      },
    ]);
  });

  it('asks a visitor who is not logged in to log in, and adds for one who is, firing lab-add-to-cart', async () => {
    const { view } = await mountCompare('test-ids="basic-10,advanced-10"');
    await waitFor(() => view.getByRole('table'));
    act(() => {
      fireEvent.click(view.getByRole('button', { name: `Add to cart: ${advanced.name}` }));
    });
    await waitFor(() => view.getByText('Please login to add items to cart'));
    expect(canned.api.requests.some((request) => request.path === '/api/v1/cart/add')).toBe(false);
    act(() => {
      $userToken.set('tok-1');
      $userId.set('u1');
    });
    const added: string[] = [];
    document.addEventListener('lab-add-to-cart', (event) => added.push(event.detail.items[0]?.item_id ?? ''), { once: true });
    act(() => {
      fireEvent.click(view.getByRole('button', { name: `Add to cart: ${advanced.name}` }));
    });
    await waitFor(() => view.getByText('Item added to cart successfully!'));
    expect(added).toEqual(['advanced-10']);
  });

  it.each([
    ['kn', 'ಒಳಗೊಂಡಿದೆ', 'ಒಳಗೊಂಡಿಲ್ಲ', 'ವ್ಯತ್ಯಾಸಗಳು ಮಾತ್ರ'],
    ['hi', 'शामिल है', 'शामिल नहीं है', 'सिर्फ़ अंतर दिखाएँ'],
  ])('speaks %s in every cell and control', async (lang, included, notIncluded, onlyDifferences) => {
    const { view } = await mountCompare(`lang="${lang}" test-ids="basic-${lang},advanced-${lang}"`);
    await waitFor(() => view.getByRole('switch', { name: onlyDifferences }));
    expect(cellsOf(view, 'HbA1c')).toEqual([notIncluded, included]);
  });
});
