import { BadgePercent, Clock, House } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { FallbackImage } from '../../../../components/FallbackImage/FallbackImage';
import { PincodeChecker } from '../../../lab-pincode-checker';
import heroBannerFallback from '../../../../images/hero-banner-fallback.svg';
import heroBanner from '../../../../images/hero-banner.svg';
import css from './HeroBanner.css?inline';

const PROMISES = [
  { Icon: House, key: 'home.hero.promise.collection' },
  { Icon: BadgePercent, key: 'home.hero.promise.offers' },
  { Icon: Clock, key: 'home.hero.promise.reports' },
] as const;

/** Home's first screen: the one heading, the hero banner (with its fallback) and the pin-code check. */
export function HeroBanner() {
  useStyles(css);
  const t = useT();
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-title" className="hero__title">{t('home.hero.title')}</h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <ul role="list" className="hero__promises">
            {PROMISES.map(({ Icon, key }) => (
              <li key={key}>
                <Icon aria-hidden="true" />
                {t(key)}
              </li>
            ))}
          </ul>
          <div className="hero__pincode">
            <PincodeChecker />
          </div>
        </div>
        <FallbackImage
          className="hero__image"
          src={heroBanner}
          fallbackSrc={heroBannerFallback}
          alt={t('home.hero.imageAlt')}
          width={560}
          height={460}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
