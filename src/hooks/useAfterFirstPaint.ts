import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first frame, then true (in a transition).
 * What renders only once it is true (Home's lower half, the footer) neither delays the first
 * screen nor has its chunk requested while the first screen is being rendered.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame callback runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
