import { FlaskConical } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import type { SamplePackage } from '../../sampleContent/homeSampleTypes';
import { Price } from '../../../../components/Price/Price';
import { SectionHeading } from './SectionHeading';
import css from './CareGroups.css?inline';

export interface PackageShelfProps {
  id: string;
  title: string;
  subtitle: string;
  href: string;
  viewAllLabel: string;
  packages: SamplePackage[];
}

/** A row of sample packages with prices, linking to the screen that lists them all. */
export function PackageShelf({ id, title, subtitle, href, viewAllLabel, packages }: PackageShelfProps) {
  useStyles(css);
  const t = useT();
  return (
    <section className="container home-section" aria-labelledby={id}>
      <SectionHeading id={id} title={title} subtitle={subtitle} linkHref={href} linkText={t('home.viewAll')} linkLabel={viewAllLabel} />
      {/* Focusable so keyboard users can scroll the row (it overflows on phones). */}
      <ul role="list" className="shelf" tabIndex={0} aria-labelledby={id}>
        {packages.map((item) => (
          <li key={item._id} className="shelf__card">
            <h3 className="shelf__name">{t(item.name)}</h3>
            {item.totalTests !== undefined && (
              <p className="shelf__tests">
                <FlaskConical aria-hidden="true" width={14} height={14} />
                {t.plural('homeBelowFold.shelf.tests', item.totalTests)}
              </p>
            )}
            <p className="shelf__description">{t(item.description, item.count === undefined ? undefined : { count: item.count })}</p>
            <Price price={item.price} originalPrice={item.originalPrice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
