/** A first render put off until the visitor is about to meet the element. */
export interface PutOffRender {
  /** Looks at the element's attributes again (one of them changed). */
  reconsider(): void;
  /** Drops the wait without rendering (the element left the page). */
  cancel(): void;
}

/**
 * What `createLabElement` asks before an element's first render: render at once (calling
 * `render` and returning nothing), or later, returning the wait.
 */
export type FirstRenderTiming = (host: HTMLElement, render: () => void) => PutOffRender | undefined;
