import { Suspense } from 'react';
import css from '../../components/Home/Home.css?inline';
import { HeroBanner } from '../../components/Home/HeroBanner';
import { LessPriceSection } from '../../components/Home/LessPriceSection';
import { TickerStrip } from '../../components/Home/TickerStrip';
import { lazyPart } from '../../../../elementRuntime/lazyPart';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { ScreenLoadFailed } from '../../components/ScreenLoadFailed';
import { useAfterFirstPaint } from '../../../../hooks/useAfterFirstPaint';
import { registerMessages } from '../../../../i18n';

// The rest of Home arrives as a chunk with the texts of its sections, sample data and
// carousels, as a lazy screen does, and says so as a lazy screen does when it cannot come.
const HomeBelowFold = lazyPart(
  async () => {
    const [module, sections, samples, carousel] = await Promise.all([
      import(/* after first paint */ '../../components/Home/HomeBelowFold'),
      import('../../texts/en/homeBelowFold'),
      import('../../texts/en/homeSamples'),
      import('../../texts/en/carousel'),
    ]);
    await registerMessages({ ...sections, ...samples, ...carousel });
    return module;
  },
  { fallback: ScreenLoadFailed },
);

/**
 * Product §2 Home, from built-in sample data only: the landing screen makes no server call. The
 * first screen renders at once; the lower half is requested once it is painted and follows in a
 * transition, which React renders in slices of a few milliseconds, so no long task keeps the page
 * from answering a tap.
 */
export default function HomePage() {
  useStyles(css);
  const showLowerHalf = useAfterFirstPaint();
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
