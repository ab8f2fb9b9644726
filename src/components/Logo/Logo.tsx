import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { storeHref } from '../../router/storeNavigation';
import { usePartner } from '../../hooks/usePartner';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import logoFallback from '../../images/logo-fallback.svg';
import logoDark from '../../images/logo-dark.svg';
import logo from '../../images/logo.svg';
import css from './Logo.css?inline';

export interface LogoProps {
  storeUrl?: string;
  /** The footer shows the logo on a dark background. */
  tone?: 'light' | 'dark';
}

/** The brand logo linking to Home; falls back to the plain mark when the logo file fails (product §2). */
export function Logo({ storeUrl, tone = 'light' }: LogoProps) {
  useStyles(css);
  const t = useT();
  const partner = usePartner();
  return (
    <a className={`logo logo--${tone}`} href={storeHref('/', storeUrl, partner)}>
      <FallbackImage
        className="logo__image"
        src={tone === 'dark' ? logoDark : logo}
        fallbackSrc={logoFallback}
        alt={t('common.brand.logoAlt')}
        width={188}
        height={44}
      />
    </a>
  );
}
