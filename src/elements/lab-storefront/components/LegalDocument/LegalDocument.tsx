import type { ReactNode } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import type { MessageKey } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import css from './LegalDocument.css?inline';

export interface LegalSection {
  title: MessageKey;
  paragraphs: MessageKey[];
  /** Rendered after the paragraphs (the contact section's address block). */
  extra?: ReactNode;
}

export interface LegalDocumentProps {
  title: MessageKey;
  intro: MessageKey;
  sections: LegalSection[];
}

/** A numbered legal text (privacy policy, terms): h1, 'last updated' with this year, sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  useStyles(css);
  const t = useT();
  return (
    <article className="page legal">
      <h1 className="page__title">{t(title)}</h1>
      <p className="legal__updated">{t('content.legal.lastUpdated', { year: new Date().getFullYear() })}</p>
      <p className="page__lead">{t(intro)}</p>
      <ol role="list" className="legal__sections">
        {sections.map((section, index) => (
          <li key={section.title} className="legal__section">
            <h2 className="legal__heading">
              <span className="legal__number" aria-hidden="true">{index + 1}</span>
              {t(section.title)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
            {section.extra}
          </li>
        ))}
      </ol>
    </article>
  );
}
