import { Link } from 'wouter';
import { Mail } from '../../../../components/icons';
import type { HeldData } from '../../../../domain/myData';
import { useT } from '../../../../i18n/useT';
import { STORE_SCREENS } from '../../../../router/storeScreens';

/** Product "My data": whom to write to about one's data (the operator's values, from the API), and the privacy policy. */
export function GrievanceContact({ contact }: { contact: HeldData['grievanceContact'] }) {
  const t = useT();
  return (
    <section className="my-data__card">
      <h2 className="my-data__title">{t('myData.grievance.title')}</h2>
      <p>{t('myData.grievance.text', { name: contact.name })}</p>
      <p>
        <a className="my-data__link" href={`mailto:${contact.email}`}>
          <Mail aria-hidden="true" className="my-data__icon" />
          {contact.email}
        </a>
      </p>
      <p className="my-data__muted">{t('myData.grievance.answer', { hours: contact.answerWithinHours })}</p>
      <p>
        <Link href={STORE_SCREENS.privacyPolicy.path} className="my-data__link">{t('myData.grievance.privacy')}</Link>
      </p>
    </section>
  );
}
