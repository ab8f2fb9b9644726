import type { CSSProperties } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import type { SampleBanner } from '../../sampleContent/homeSampleTypes';
import { Carousel } from '../Carousel/Carousel';
import css from './ImageCarousel.css?inline';

export interface ImageCarouselProps {
  label: string;
  images: SampleBanner[];
  /** The art's size: every slide keeps this aspect ratio, so nothing shifts as it loads. */
  width: number;
  height: number;
  perView?: 1 | 2;
  /** Wide banners or the smaller ad cards: the words' sizes and places differ. */
  variant: 'banner' | 'ad';
}

/**
 * Home's banner and ad carousels. Each slide is text-free art with its words laid over it as
 * text, so the words translate; they scale with the slide (container units, in the art's own
 * units) and the slide grows rather than clip when a language needs more room.
 */
export function ImageCarousel({ label, images, width, height, perView, variant }: ImageCarouselProps) {
  useStyles(css);
  const t = useT();
  return (
    <Carousel
      label={label}
      perView={perView}
      slides={images.map((image) => {
        const values = {
          ...(image.price === undefined ? {} : { price: formatRupees(image.price) }),
          ...(image.count === undefined ? {} : { count: image.count }),
        };
        return (
          <div
            key={image._id}
            className={`promo promo--${variant} promo--${image.tone}`}
            style={{ aspectRatio: `${width} / ${height}`, '--_promo-unit': `calc(100cqw / ${width})` } as CSSProperties}
          >
            <img
              className="promo__art"
              src={image.imageUrl}
              alt=""
              width={width}
              height={height}
              loading="lazy"
            />
            <div className="promo__words">
              <p className="promo__eyebrow">{t(image.eyebrow, values)}</p>
              <p className="promo__title">{t(image.name, values)}</p>
              <p className="promo__text">{t(image.text, values)}</p>
              {/* Drawn like a button, as on a printed banner; the slide itself does nothing. */}
              <span className="promo__action" aria-hidden="true">{t(image.action, values)}</span>
            </div>
          </div>
        );
      })}
    />
  );
}
