import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown instead when `src` fails to load (product §2: the logo and the hero banner). */
  fallbackSrc: string;
}

/** An image that swaps to its fallback once when it fails to load (never loops on a broken fallback). */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? fallbackSrc : src}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
