import { ArrowRight } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref, storePath } from '../../../../router/storeNavigation';
import { checkupsLink } from '../../../../router/storeLinks.atBuild';
import { categories } from '../../sampleContent/homeCategories';
import { SectionHeading } from './SectionHeading';
import css from './LessPriceSection.css?inline';

/** Product §9: Home shows the first 4 categories. */
const HOME_CATEGORY_COUNT = 4;

/** 'Less Price & More Tests - Choose Packages': each category opens its tab on the checkups screen. */
export function LessPriceSection() {
  useStyles(css);
  const t = useT();
  return (
    <section className="container home-section" aria-labelledby="home-less-price">
      <SectionHeading
        id="home-less-price"
        title={t('home.lessPrice.title')}
        subtitle={t('home.lessPrice.subtitle')}
        linkHref={storeHref(checkupsLink.path)}
        linkText={t('home.viewAll')}
        linkLabel={t('home.lessPrice.viewAllLabel')}
      />
      <ul role="list" className="category-grid">
        {categories.slice(0, HOME_CATEGORY_COUNT).map((category) => (
          <li key={category._id}>
            <a className="category-card" href={storeHref(storePath(checkupsLink.path, { tab: category.tab }))}>
              <img
                className="category-card__image"
                src={category.imagePath}
                alt=""
                width={72}
                height={72}
              />
              <span className="category-card__name">{t(category.name)}</span>
              <span className="category-card__description">{t(category.description)}</span>
              <span className="category-card__cta" aria-hidden="true">
                {t('home.lessPrice.explore')}
                <ArrowRight />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
