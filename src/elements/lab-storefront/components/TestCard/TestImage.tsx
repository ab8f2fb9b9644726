import { FlaskConical } from '../../../../components/icons';
import { useState } from 'react';
import { apiAssetUrl } from '../../../../stores/config';

export interface TestImageProps {
  path: string | undefined;
  width: number;
  height: number;
  className: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A test's picture from the API server. It is decorative (the name is the heading beside it),
 * and a missing or broken image leaves a calm placeholder of the same size instead of a gap.
 */
export function TestImage({ path, width, height, className, loading = 'lazy' }: TestImageProps) {
  const [broken, setBroken] = useState(false);
  if (!path || broken) {
    return (
      <div className={`${className} test-image--placeholder`} aria-hidden="true">
        <FlaskConical />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={apiAssetUrl(path)}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
