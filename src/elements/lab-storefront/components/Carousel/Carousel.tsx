import { ChevronLeft, ChevronRight, Pause, Play } from '../../../../components/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import css from './Carousel.css?inline';
import { usePrefersReducedMotion } from '../../../../hooks/usePrefersReducedMotion';

export interface CarouselProps {
  /** Names the carousel for assistive technology ("Offers", "Partner offers"). */
  label: string;
  slides: ReactNode[];
  /** How many slides show at once from tablet width up; phones always show one. */
  perView?: 1 | 2;
}

const AUTO_ADVANCE_MS = 5000;

/**
 * A scroll-snap carousel (WAI-ARIA APG carousel pattern): previous/next buttons, slides labelled
 * "n of N", and auto-advance with a pause/play button. Auto-advance never starts under
 * `prefers-reduced-motion`, and holds while the pointer or focus is inside.
 */
export function Carousel({ label, slides, perView = 1 }: CarouselProps) {
  useStyles(css);
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  const step = useCallback(
    (direction: 1 | -1) => {
      const element = track.current;
      if (!element) return;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      const atStart = element.scrollLeft <= 2;
      const slideWidth = element.scrollWidth / count;
      const wrap = direction === 1 ? atEnd : atStart;
      const left = wrap
        ? direction === 1 ? 0 : element.scrollWidth
        : element.scrollLeft + direction * slideWidth;
      element.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  const autoAdvancing = playing && !reducedMotion && count > 1;
  useEffect(() => {
    if (!autoAdvancing || held) return;
    const timer = setInterval(() => {
      step(1);
    }, AUTO_ADVANCE_MS);
    return () => {
      clearInterval(timer);
    };
  }, [autoAdvancing, held, step]);

  const trackScrolled = () => {
    const element = track.current;
    if (element) setCurrent(Math.round(element.scrollLeft / (element.scrollWidth / count)));
  };

  return (
    <section
      className={`carousel carousel--${perView}`}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => {
        setHeld(true);
      }}
      onPointerLeave={() => {
        setHeld(false);
      }}
      onFocus={() => {
        setHeld(true);
      }}
      onBlur={() => {
        setHeld(false);
      }}
    >
      {/* Focusable so the arrow keys scroll it; announced only when the user moves it (APG). */}
      <div
        className="carousel__track"
        ref={track}
        tabIndex={0}
        onScroll={trackScrolled}
        aria-live={autoAdvancing ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <div
            // Slides are fixed content given once; their order is their identity.
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { number: index + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        {!reducedMotion && (
          <button
            type="button"
            className="carousel__button"
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            onClick={() => {
              setPlaying((value) => !value);
            }}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
        )}
        <span className="carousel__dots" aria-hidden="true">
          {slides.map((_, index) => (
            <span key={index} className={index === current ? 'carousel__dot carousel__dot--current' : 'carousel__dot'} />
          ))}
        </span>
        <button type="button" className="carousel__button" aria-label={t('carousel.previous')} onClick={() => { step(-1); }}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className="carousel__button" aria-label={t('carousel.next')} onClick={() => { step(1); }}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
