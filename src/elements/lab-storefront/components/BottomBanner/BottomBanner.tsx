import { useState } from 'react';
import { fetchRandomBottomBanner } from '../../../../api/banners';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { apiAssetUrl } from '../../../../stores/config';
import { useLoadable } from '../../../../hooks/useLoadable';
import css from './BottomBanner.css?inline';

/**
 * Product §7 `bottombanners/get-random`: a random promotional banner under the listings, from the API's base address.
 * While it loads, and if the call or the image fails, nothing is shown: it is an extra.
 */
export function BottomBanner() {
  useStyles(css);
  const t = useT();
  const { state } = useLoadable(fetchRandomBottomBanner, 'bottom-banner');
  const [broken, setBroken] = useState(false);
  if (state.status !== 'ready' || broken) return null;
  return (
    <aside className="bottom-banner">
      <img
        className="bottom-banner__image"
        src={apiAssetUrl(state.value.imageUrl)}
        alt={t('catalogue.banner.alt')}
        width={1200}
        height={300}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </aside>
  );
}
