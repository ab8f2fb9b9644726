import { Pause, Play, Sparkles } from '../../../../components/icons';
import { useRef, useState } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useIsOffScreen } from '../../../../hooks/useIsOffScreen';
import { useT } from '../../../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../../../lib/serviceAreas';
import css from './TickerStrip.css?inline';

const MESSAGES = [
  'home.ticker.collection',
  'home.ticker.customPackage',
  'home.ticker.offers',
  'home.ticker.reports',
  'home.ticker.seniors',
] as const;

/**
 * Product §2: the scrolling text strip. The list is drawn twice so the loop is seamless; the copy is
 * hidden from assistive technology. It stands still under reduced motion, and can be paused
 * (WCAG 2.2.2). Off screen it stands still too (an IntersectionObserver), so a page scrolled
 * past it does no animation work.
 */
export function TickerStrip() {
  useStyles(css);
  const t = useT();
  const [paused, setPaused] = useState(false);
  const strip = useRef<HTMLElement>(null);
  const offscreen = useIsOffScreen([strip]);
  const list = (copy: boolean) => (
    <ul role="list" className="ticker__list" aria-hidden={copy || undefined}>
      {MESSAGES.map((key) => (
        <li key={key} className="ticker__item">
          <Sparkles aria-hidden="true" className="ticker__icon" />
          {t(key, { count: SERVICE_AREA_COUNT })}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      ref={strip}
      className={['ticker', paused && 'ticker--paused', offscreen && 'ticker--offscreen'].filter(Boolean).join(' ')}
      aria-label={t('home.ticker.label')}
    >
      <div className="ticker__viewport">
        <div className="ticker__lane">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        className="ticker__toggle"
        aria-label={paused ? t('home.ticker.play') : t('home.ticker.pause')}
        onClick={() => {
          setPaused((value) => !value);
        }}
      >
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      </button>
    </section>
  );
}
