import { useT } from '../i18n/useT';

/** Placeholder until its issue fills it: the route exists and shows its title. */
export default function CartPage() {
  const t = useT();
  return (
    <section className="page">
      <h1 className="page__title">{t('page.cart.title')}</h1>
    </section>
  );
}
