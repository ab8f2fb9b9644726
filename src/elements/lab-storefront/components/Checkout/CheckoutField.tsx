import { useId, type ReactNode } from 'react';

export interface CheckoutFieldProps {
  label: string;
  /** The field's problem, already worded; shown under it and read with it. */
  error?: string | undefined;
  hint?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled control of the checkout's forms, with its hint and its error tied to it for screen readers. */
export function CheckoutField({ label, error, hint, children }: CheckoutFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && <p id={`${id}-hint`} className="checkout-field__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="checkout-field__error">{error}</p>}
    </div>
  );
}

/** A checkbox with its label, and its error under it (the notice's "I agree", a guardian's word). */
export function CheckoutTick({ label, checked, error, onChange }: { label: string; checked: boolean; error?: string | undefined; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="checkout-tick">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error && <p id={`${id}-error`} className="checkout-field__error">{error}</p>}
    </div>
  );
}
