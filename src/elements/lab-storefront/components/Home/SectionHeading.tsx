import { ArrowRight } from '../../../../components/icons';

export interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  linkHref?: string;
  linkText?: string;
  /** The link's full name when its text alone ('View All') does not say where it goes. */
  linkLabel?: string;
}

/** A Home section's h2 with an optional line under it and a 'View All' link on the right. */
export function SectionHeading({ id, title, subtitle, linkHref, linkText, linkLabel }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      <div>
        <h2 id={id} className="section-heading__title">{title}</h2>
        {subtitle && <p className="section-heading__subtitle">{subtitle}</p>}
      </div>
      {linkHref && (
        <a className="section-heading__link" href={linkHref} aria-label={linkLabel}>
          {linkText}
          <ArrowRight aria-hidden="true" width={18} height={18} />
        </a>
      )}
    </div>
  );
}
