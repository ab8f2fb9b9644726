import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../widgets/lab-pincode-checker';
import { PINCODE_CHECK_DELAY_MS, resetPincodeCheck } from '../../stores/pincode';
import { expectNoAxeViolations } from '../../../tests/unit/support/axe';
import { until } from '../../../tests/unit/support/until';

async function mountChecker() {
  await act(async () => {
    document.body.innerHTML = '<lab-pincode-checker></lab-pincode-checker>';
    await Promise.resolve();
  });
  const host = document.querySelector('lab-pincode-checker');
  if (!host?.shadowRoot) throw new Error('lab-pincode-checker did not render');
  const view = within(host.shadowRoot as unknown as HTMLElement);
  const input = view.getByLabelText<HTMLInputElement>('Check home sample collection in your area');
  const button = view.getByRole<HTMLButtonElement>('button');
  return { host, view, input, button };
}

/**
 * The answer the status says once the check has ended. Its code is fetched when the visitor
 * starts typing; on a busy machine it may come after the check's simulated second, so this waits
 * for it in real time.
 */
async function answer(view: { getByRole: (role: 'status') => HTMLElement }): Promise<string> {
  const pause = () => act(() => new Promise((resolve) => setImmediate(resolve)));
  await until(() => expect(view.getByRole('status').textContent).not.toBe(''), { pause, within: 5000 });
  return view.getByRole('status').textContent;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    fireEvent.change(input, { target: { value } });
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  // The checker on the page follows the shared check: reset it as any update, inside act.
  act(() => {
    resetPincodeCheck();
  });
});

describe('lab-pincode-checker', () => {
  it('keeps only digits, at most 6 of them', async () => {
    const { input } = await mountChecker();
    type(input, '56a0-01239');
    expect(input.value).toBe('560012');
  });

  it('enables Check only when exactly 6 digits are entered', async () => {
    const { input, button } = await mountChecker();
    expect(button.disabled).toBe(true);
    type(input, '56000');
    expect(button.disabled).toBe(true);
    type(input, '560001');
    expect(button.disabled).toBe(false);
  });

  it('alerts "Please enter a valid 6-digit pin code" when a shorter pin code is submitted with Enter', async () => {
    const { input, view } = await mountChecker();
    type(input, '5600');
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(view.getByRole('alert').textContent).toBe('Please enter a valid 6-digit pin code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows Checking… for one second, then announces that a Bengaluru pin code is served', async () => {
    const { host, input, button, view } = await mountChecker();
    const checks: unknown[] = [];
    host.addEventListener('lab-pincode-check', (event) => checks.push(event.detail));
    type(input, '560001');
    act(() => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Checking…');
    expect(button.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PINCODE_CHECK_DELAY_MS - 1));
    expect(view.getByRole('status').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    const status = await answer(view);
    expect(status).toContain('Great! Service Available');
    expect(status).toContain('We provide home sample collection and lab services in your area');
    expect(button.textContent).toBe('Check');
    expect(checks).toEqual([{ pincode: '560001', available: true }]);
  });

  it('says the service is not available for a pin code outside the list and fires the event', async () => {
    const { host, input, button, view } = await mountChecker();
    const checks: unknown[] = [];
    host.addEventListener('lab-pincode-check', (event) => checks.push(event.detail));
    type(input, '400001');
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(PINCODE_CHECK_DELAY_MS);
    });
    const status = await answer(view);
    expect(status).toContain('Service Not Available');
    expect(status).toContain("Sorry, we don't provide services in this area yet");
    expect(status).toContain('Please contact us for more information.');
    expect(checks).toEqual([{ pincode: '400001', available: false }]);
  });

  it('two checkers on one page agree: the other mirrors the pin code and the answer, and only the one used fires', async () => {
    await act(async () => {
      document.body.innerHTML =
        '<lab-pincode-checker id="hero"></lab-pincode-checker><lab-pincode-checker id="footer"></lab-pincode-checker>';
      await Promise.resolve();
    });
    const [hero, footer] = ['hero', 'footer'].map((id) => {
      const host = document.getElementById(id) as HTMLElement;
      const view = within(host.shadowRoot as unknown as HTMLElement);
      return { host, view, input: view.getByRole<HTMLInputElement>('textbox'), button: view.getByRole<HTMLButtonElement>('button') };
    });
    if (!hero || !footer) throw new Error('two checkers were expected');
    const heardOn: string[] = [];
    hero.host.addEventListener('lab-pincode-check', () => heardOn.push('hero'));
    footer.host.addEventListener('lab-pincode-check', () => heardOn.push('footer'));
    type(hero.input, '560001');
    act(() => {
      fireEvent.click(hero.button);
    });
    expect(footer.input.value).toBe('560001');
    expect(footer.button.textContent).toBe('Checking…');
    await act(() => vi.advanceTimersByTimeAsync(PINCODE_CHECK_DELAY_MS));
    expect(await answer(footer.view)).toContain('Great! Service Available');
    expect(await answer(hero.view)).toContain('Great! Service Available');
    expect(heardOn).toEqual(['hero']);
  });

  it('has no accessibility violations, idle and with an answer', async () => {
    vi.useRealTimers();
    const { host, input, button } = await mountChecker();
    await expectNoAxeViolations(host);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(input, '560001');
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(PINCODE_CHECK_DELAY_MS);
    });
    vi.useRealTimers();
    await answer(within(host.shadowRoot as unknown as HTMLElement));
    await expectNoAxeViolations(host);
  });
});
