import { BadgePercent, FlaskConical } from '../../../../components/icons';
import { specialOffer as OFFER } from '../../sampleContent/homeSampleData';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref } from '../../../../router/storeNavigation';
import css from './Offers.css?inline';
import { Price } from '../../../../components/Price/Price';
import { SectionHeading } from './SectionHeading';


/**
 * 'Special Offers' with its static card. 'View All' goes to /offers, which has no screen, so it
 * lands on the error page as the spec says; Know More and ADD TO CART are inert in the spec.
 */
export function SpecialOffers() {
  useStyles(css);
  const t = useT();
  return (
    <section className="offers" aria-labelledby="home-offers">
      <SectionHeading
        id="home-offers"
        title={t('homeBelowFold.offers.title')}
        subtitle={t('homeBelowFold.offers.subtitle')}
        linkHref={storeHref('/offers')}
        linkText={t('home.viewAll')}
        linkLabel={t('homeBelowFold.offers.viewAllLabel')}
      />
      <article className="offer-card" aria-labelledby="home-offer-title">
        <span className="offer-card__ribbon">
          <BadgePercent aria-hidden="true" />
          {t('homeBelowFold.offers.ribbon')}
        </span>
        <h3 id="home-offer-title" className="offer-card__title">{t('homeBelowFold.offers.card.title')}</h3>
        <p className="offer-card__tests">
          <FlaskConical aria-hidden="true" />
          {t('homeBelowFold.offers.card.tests', { count: OFFER.tests })}
        </p>
        <p className="offer-card__description">{t('homeBelowFold.offers.card.description')}</p>
        <Price price={OFFER.price} originalPrice={OFFER.originalPrice} />
        <div className="offer-card__actions">
          <button type="button" className="button button--outline">{t('homeBelowFold.offers.card.knowMore')}</button>
          <button type="button" className="button button--accent offer-card__add">{t('homeBelowFold.offers.card.addToCart')}</button>
        </div>
      </article>
    </section>
  );
}
