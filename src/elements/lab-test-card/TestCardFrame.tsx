import { CloudOff } from '../../components/icons';
import { ConnectionNotice } from '../../components/ConnectionNotice/ConnectionNotice';
import { Suspense } from 'react';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { registerMessages } from '../../i18n';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useTakeOverWhen } from '../../elementRuntime/firstScreenSnapshot';
import type { TestCardProps } from './TestCardBody';
import { TestCardSkeleton } from './TestCardSkeleton';
import css from './TestCardFrame.css?inline';
import { testCardRoom } from './testCardRoom';
import skeletonCss from '../../styles/skeleton.css?inline';

/**
 * The card's body, with the English texts it shares with the store's cards and product screen
 * (common, api, catalogue, product), loads after the element starts: the store defines every element at start-up, and its first
 * screen must not carry a product card's reads, cart actions and HTTP client. It shows once its
 * texts have arrived in the element's language too. A server render (src/server) waits for it.
 */
export async function loadTestCardBody() {
  const [card, common, api, catalogue, product] = await Promise.all([
    import('./TestCardBody'),
    import('../../i18n/en/common'),
    import('../../i18n/en/api'),
    import('../../i18n/en/catalogue'),
    import('../../i18n/en/product'),
  ]);
  await registerMessages({ ...common, ...api, ...catalogue, ...product });
  return { default: card.TestCardBody };
}

/** The body's chunk did not arrive (offline, or a redeploy replaced it): until it does. */
function TestCardUnavailable() {
  const t = useT();
  useTakeOverWhen(true);
  return (
    <div className="article-card__message" role="alert">
      <CloudOff aria-hidden="true" className="article-card__message-icon" />
      <p className="article-card__message-title">{t('testCard.unavailable')}</p>
    </div>
  );
}

const Body = lazyPart(loadTestCardBody, { fallback: TestCardUnavailable });

/** `lab-test-card`'s frame, in the card's room (TestCardRoom.css) from the first paint. */
export function TestCardFrame(props: TestCardProps) {
  useStyles(testCardRoom.css);
  useStyles(css);
  useStyles(skeletonCss);
  return (
    <div part={testCardRoom.part} className={testCardRoom.className}>
      <Suspense fallback={<TestCardSkeleton />}>
        {/* Another card loads the body again. */}
        <Body key={props.testId} {...props} />
      </Suspense>
      <ConnectionNotice />
    </div>
  );
}
