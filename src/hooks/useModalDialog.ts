import { useEffect, useRef } from 'react';

/**
 * Keeps a native `<dialog>` in step with `open`, as a modal: the browser then traps focus,
 * closes it on Escape and returns focus to the opener. `onOpen` runs right after it is shown.
 * Returns the dialog's ref and a click handler that closes it from its backdrop (a click on
 * the backdrop lands on the dialog element itself).
 */
export function useModalDialog(open: boolean, onOpen?: (dialog: HTMLDialogElement) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current = onOpen;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      opened.current?.(element);
    }
    if (!open && element.open) element.close();
  }, [open]);
  const isBackdropClick = (event: { target: EventTarget; currentTarget: EventTarget }) =>
    event.target === event.currentTarget;
  return { dialog, isBackdropClick };
}
