import { useT } from '../../i18n/useT';

/** The card's outline while it loads: its icon, category, name, facts and price rows. */
export function TestCardSkeleton() {
  const t = useT();
  return (
    <div className="article-card__skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">{t('testCard.loading')}</p>
      <div className="skeleton" style={{ height: 44 }} aria-hidden="true" />
      <div className="skeleton" style={{ width: '70%', height: 44 }} aria-hidden="true" />
      <div className="skeleton" style={{ width: '85%', height: 20 }} aria-hidden="true" />
      <div className="skeleton" style={{ height: 64 }} aria-hidden="true" />
    </div>
  );
}
