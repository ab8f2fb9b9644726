import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';
import { $partner, keepPartner } from '../../stores/partner';
import { SEARCH_DELAY_MS } from '../../stores/search';
import { startCannedApi, type CannedApi } from '../../../tests/unit/support/cannedApi';
import { until } from '../../../tests/unit/support/until';
import { expectNoAxeViolations } from '../../../tests/unit/support/axe';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(() => ({
    json: {
      success: true,
      data: [
        { _id: 'vitamin-d', name: 'Vitamin D Total', category: 'Vitamin', price: 549 },
        { _id: 'vitamin-b12', name: 'Vitamin B12', category: 'Vitamin', price: 499 },
      ],
    },
  }));
});
afterAll(() => api.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  act(() => $partner.set(''));
});

async function typeAndWait(text: string) {
  const input = screen.getByRole('combobox', { name: 'Search tests and packages' });
  fireEvent.change(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
  await act(() => until(() => expect(screen.getAllByRole('option')).toHaveLength(2)));
  return input;
}

describe('SearchBox', () => {
  it('is a combobox that owns a listbox and announces the number of results', async () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await typeAndWait('vitamin');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByText('2 results').getAttribute('role')).toBe('status');
  });

  it('highlights suggestions with the arrow keys and opens the highlighted one with Enter', async () => {
    render(<SearchBox />);
    const input = await typeAndWait('vitamin');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(location.hash).toBe('#/product?id=vitamin-b12&category=Vitamin');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a suggestion that is clicked', async () => {
    render(<SearchBox />);
    await typeAndWait('vitamin');
    fireEvent.click(screen.getByRole('option', { name: /Vitamin D Total/ }));
    expect(location.hash).toBe('#/product?id=vitamin-d&category=Vitamin');
  });

  it('closes the list on Escape and on a click outside it', async () => {
    render(
      <>
        <SearchBox />
        <button type="button">Elsewhere</button>
      </>,
    );
    const input = await typeAndWait('vitamin');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits to the search route only with 2 or more characters', () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: ' a ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(location.hash).toBe('');
    fireEvent.change(input, { target: { value: ' thyroid profile ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(location.hash).toBe('#/search?q=thyroid+profile');
  });

  it("sends a standalone box with store-url to the store page, with the visit's partner once there is one", () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    render(<SearchBox storeUrl="https://lab.example.in/store" />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'cbc' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(assign).toHaveBeenLastCalledWith('https://lab.example.in/store#/search?q=cbc');
    act(() => {
      keepPartner('clinic-7');
    });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(assign).toHaveBeenLastCalledWith('https://lab.example.in/store#/search?q=cbc&partner=clinic-7');
  });

  it('has no accessibility violations, closed and with its list open and highlighted', async () => {
    const { container } = render(<SearchBox />);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = await typeAndWait('vitamin');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
