import { useRef, useState, type RefObject } from 'react';

/**
 * A form's problems shown the way the checkout shows them: none while the visitor types, all
 * at once after a press of its button, kept current as they mend them, and the focus on the first
 * field that is wrong (its error is read with it). `problemsOf` lists them in the form's order.
 */
export function useFormProblems<Field extends string, Problem>(problemsOf: () => Partial<Record<Field, Problem>>) {
  const [tried, setTried] = useState(false);
  const form: RefObject<HTMLFormElement | null> = useRef<HTMLFormElement>(null);
  const problems = tried ? problemsOf() : {};

  /** Whether the form may be sent; otherwise its problems show and the first takes the focus. */
  function check(): boolean {
    setTried(true);
    const found = problemsOf();
    if (Object.keys(found).length === 0) return true;
    // After React has marked the fields, so the focused one is already announced as invalid.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  }

  return { form, problems: problems as Partial<Record<Field, Problem>>, check };
}
