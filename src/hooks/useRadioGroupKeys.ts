import { useState, type KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A group of `role="radio"` buttons with one tab stop (WAI-ARIA's radio group): the arrows, Home
 * and End move the focus within it, and `tabStop` is the id that takes Tab (the checked one, else
 * the one last reached, else the first). `onMove` hears each move: a group whose choice costs
 * nothing checks the radio reached; one whose choice asks the server (a held time) leaves it to
 * Space, Enter or a click, so that arrowing through twelve times does not hold and free twelve
 * places other visitors may want.
 */
export function useRadioGroupKeys(ids: readonly string[], checked: string | undefined, onMove?: (id: string) => void) {
  const [reached, setReached] = useState<string>();
  const tabStop = (checked && ids.includes(checked) ? checked : undefined) ?? (reached && ids.includes(reached) ? reached : ids[0]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = STEPS[event.key];
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
    const from = radios.findIndex((radio) => radio === event.target);
    if (!step || from === -1) return;
    event.preventDefault();
    const next = radios[step(from, radios.length)];
    const id = next?.dataset.id;
    if (!next || !id) return;
    next.focus();
    setReached(id);
    onMove?.(id);
  }

  return { tabStop, onKeyDown };
}
