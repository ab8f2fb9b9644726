import { assetUrl } from '../../lib/assetUrl';
import type { SampleBanner } from '../../data/homeSampleTypes';
import { Carousel } from '../Carousel/Carousel';

export interface ImageCarouselProps {
  label: string;
  images: SampleBanner[];
  width: number;
  height: number;
  perView?: 1 | 2;
}

/** Home's banner and ad carousels: images at a fixed aspect ratio, so nothing shifts as they load. */
export function ImageCarousel({ label, images, width, height, perView }: ImageCarouselProps) {
  return (
    <Carousel
      label={label}
      perView={perView}
      slides={images.map((image) => (
        <img
          key={image._id}
          className="image-slide"
          src={assetUrl(image.imageUrl)}
          alt={image.name}
          width={width}
          height={height}
          style={{ aspectRatio: `${width} / ${height}` }}
          loading="lazy"
        />
      ))}
    />
  );
}
