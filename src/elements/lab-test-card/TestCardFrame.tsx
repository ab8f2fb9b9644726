import { lazy, Suspense, type ComponentType } from 'react';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../elementRuntime/shadowStyles';
import type { ArticleTestCardProps } from './ArticleTestCard';
import { testCardRoom } from './testCardRoom';

type Frame = ComponentType<ArticleTestCardProps>;
type FrameModule = { default: Frame };

let broughtAlong: Frame | undefined;

/** The card's own file (`widgets/lab-test-card.ts`) brings the frame with it and hands it over here. */
export function frameBroughtAlong(frame: Frame): void {
  broughtAlong = frame;
}

/** A thenable that has already settled: React's `lazy` reads its value in the same render. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => Promise.resolve(onFulfilled?.(value)) };
  return thenable as unknown as Promise<T>;
}

/** The frame's code could not be fetched (offline, or a deployment replaced it). */
function TestCardFrameUnavailable() {
  const t = useT();
  return <p role="alert">{t('testCard.unavailable')}</p>;
}

/**
 * `lab-test-card`'s frame (TestCardLoader.tsx: the skeleton, the body's loader). The store defines
 * every element at start-up, but few store pages show a card: there the frame is fetched when a
 * card appears. The card's own file brings it along, and the card renders at once, as before: a
 * thenable that has already settled lets React render the lazy component without suspending
 * (which is also why this is not `lazyOrFallback`, whose `.catch` a bare thenable lacks).
 */
const TestCardFrame = lazy((): Promise<FrameModule> => {
  if (broughtAlong) return settled({ default: broughtAlong });
  return import('./TestCardLoader').then(
    (module) => ({ default: module.TestCardLoader }),
    (error: unknown) => {
      console.error("The test card's frame could not be loaded:", error);
      return { default: TestCardFrameUnavailable };
    },
  );
});

/** An empty box holding the card's room while its frame's code is on its way. */
function TestCardRoom() {
  useStyles(testCardRoom.css);
  return <div part={testCardRoom.part} className={testCardRoom.className} aria-busy="true" />;
}

/**
 * What `lab-test-card` renders: its frame, and until the frame's code has arrived (the store's
 * case) the room the frame fills, so that nothing below the card moves when it arrives.
 */
export function TestCard(props: ArticleTestCardProps) {
  return (
    <Suspense fallback={<TestCardRoom />}>
      <TestCardFrame {...props} />
    </Suspense>
  );
}
