import { useState } from 'react';

/**
 * A step's Continue: it goes on once the step is complete; pressed before, it marks the step as
 * tried, so the step says what is missing only after the visitor asked to go on (and `blocked`
 * can take the focus there).
 */
export function useStepContinue(complete: boolean, onDone: () => void, blocked?: () => void) {
  const [tried, setTried] = useState(false);
  return {
    tried,
    /** The visitor chose again: nothing is said until Continue is pressed again. */
    clearTried: () => setTried(false),
    next: () => {
      setTried(true);
      if (complete) onDone();
      else blocked?.();
    },
  };
}
