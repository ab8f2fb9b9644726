import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import css from '../components/Home/Home.css?inline';
import { HeroBanner } from '../components/Home/HeroBanner';
import { LessPriceSection } from '../components/Home/LessPriceSection';
import { TickerStrip } from '../components/Home/TickerStrip';
import { useStyles } from '../elements/adoptStyles';

const HomeBelowFold = lazy(() => import('../components/Home/HomeBelowFold'));

/**
 * Spec §2 Home, from built-in sample data only: the landing screen makes no server call. The
 * first screen renders at once; the lower half follows in a transition, which React renders in
 * slices of a few milliseconds, so no long task keeps the page from answering a tap.
 */
export default function HomePage() {
  useStyles(css);
  const [showLowerHalf, setShowLowerHalf] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setShowLowerHalf(true);
    });
  }, []);
  return (
    <div className="home">
      <HeroBanner />
      <TickerStrip />
      <LessPriceSection />
      {/* Reserves room while the rest of Home arrives, so the footer does not jump up and down. */}
      <Suspense fallback={<div className="home__below-fold-placeholder" />}>
        {showLowerHalf ? <HomeBelowFold /> : <div className="home__below-fold-placeholder" />}
      </Suspense>
    </div>
  );
}
