import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscribeForm } from './SubscribeForm';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

function subscribeWith(value: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Your WhatsApp number');
  act(() => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  });
  return input;
}

describe('the footer WhatsApp subscribe form', () => {
  it.each(['98860', '98860123456', 'abcdefghij', ''])(
    'alerts "Please enter a valid 10-digit WhatsApp number" for %j and keeps the text',
    (value) => {
      render(<SubscribeForm />);
      const input = subscribeWith(value);
      expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit WhatsApp number');
      expect(input.value).toBe(value);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('thanks the subscriber and clears the field for a 10-digit number', () => {
    render(<SubscribeForm />);
    const input = subscribeWith('9886012345');
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing to our WhatsApp updates!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('');
  });

  it('accepts the spaces people type between the digits', () => {
    render(<SubscribeForm />);
    subscribeWith('98860 12345');
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing to our WhatsApp updates!');
  });

  it('has no accessibility violations, empty and with its alert', async () => {
    const { container } = render(<SubscribeForm />);
    await expectNoAxeViolations(container);
    subscribeWith('98860');
    await expectNoAxeViolations(container);
  });
});
