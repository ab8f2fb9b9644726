import { Suspense } from 'react';
import { useT } from '../../i18n/useT';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { useStyles } from '../../elementRuntime/shadowStyles';
import type { TestCardProps } from './TestCardBody';
import { testCardRoom } from './testCardRoom';

/** The frame's code could not be fetched (offline, or a deployment replaced it). */
function TestCardFrameUnavailable() {
  const t = useT();
  return <p role="alert">{t('testCard.unavailable')}</p>;
}

/**
 * `lab-test-card`'s frame (TestCardFrame.tsx: the skeleton, the body's loader). The store defines
 * every element at start-up, but few store pages show a card: there the frame is fetched when a
 * card appears. The card's own file brings it along and hands it over (`frameBroughtAlong`), and
 * the card renders at once.
 */
const Frame = lazyPart(() => import('./TestCardFrame').then((module) => ({ default: module.TestCardFrame })), {
  fallback: TestCardFrameUnavailable,
});

/** The card's own file (`widgets/lab-test-card.ts`) brings the frame with it and hands it over here. */
export const frameBroughtAlong = Frame.handOver;

/** An empty box holding the card's room while its frame's code is on its way. */
function TestCardRoom() {
  useStyles(testCardRoom.css);
  return <div part={testCardRoom.part} className={testCardRoom.className} aria-busy="true" />;
}

/**
 * What `lab-test-card` renders: its frame, and until the frame's code has arrived (the store's
 * case) the room the frame fills, so that nothing below the card moves when it arrives.
 */
export function TestCard(props: TestCardProps) {
  return (
    <Suspense fallback={<TestCardRoom />}>
      <Frame {...props} />
    </Suspense>
  );
}
