import { useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import type { Phrase } from '../../../../i18n';

/**
 * A checkout form's press, the way the checkout shows it: no problem while the visitor types, all
 * of them at once after a press, kept current as they mend them, and the focus on the first field
 * that is wrong (its error is read with it); once right, `save` runs (one at a time) and what it
 * resolves with is the failure shown. `problemsOf` lists the problems in the form's order.
 */
export function useFormProblems<Field extends string, Problem>(
  problemsOf: () => Partial<Record<Field, Problem>>,
  save: () => Promise<Phrase | undefined>,
) {
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Phrase | undefined>();
  const form: RefObject<HTMLFormElement | null> = useRef<HTMLFormElement>(null);
  const problems: Partial<Record<Field, Problem>> = tried ? problemsOf() : {};

  async function submit(): Promise<void> {
    setTried(true);
    if (Object.keys(problemsOf()).length > 0) {
      // After React has marked the fields, so the focused one is already announced as invalid.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    setFailure(undefined);
    const outcome = await save();
    setSaving(false);
    setFailure(outcome);
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!saving) void submit();
  }

  return { form, problems, saving, failure, onSubmit };
}
