import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CircleCheck } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';

/** Product "My data": the account is gone and the visitor logged out; the heading takes the focus and is read. */
export function AccountDeleted() {
  useStyles(stateCss);
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="load-state" role="status">
      <CircleCheck aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title" tabIndex={-1} ref={heading}>{t('myData.deleted.title')}</h2>
      <p className="load-state__text">{t('myData.deleted.text')}</p>
      <Link href="/" className="button button--outline">{t('myData.deleted.home')}</Link>
    </div>
  );
}
