import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CircleCheck, CloudOff } from '../icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { $connectionNotice, $connectionNoticeHolders, holdConnectionNotice } from '../../stores/connectivity';
import css from './ConnectionNotice.css?inline';

/**
 * While the browser is offline the page says so once, and says when it is back. Every
 * element that talks to the API renders this; only the first on the page shows it (one polite
 * live region per page, not one per element nor a message per failed request). The region is in
 * place, empty, before anything is said in it, so screen readers announce the change.
 */
export function ConnectionNotice() {
  useStyles(css);
  const t = useT();
  const [holder] = useState(() => ({}));
  useEffect(() => holdConnectionNotice(holder), [holder]);
  const shows = useStore($connectionNoticeHolders)[0] === holder;
  const notice = useStore($connectionNotice);
  if (!shows) return null;
  return (
    <div className="connection-notice" role="status">
      {notice && (
        <p className={`connection-notice__text connection-notice__text--${notice}`}>
          {notice === 'offline' ? (
            <CloudOff aria-hidden="true" className="connection-notice__icon" />
          ) : (
            <CircleCheck aria-hidden="true" className="connection-notice__icon" />
          )}
          {t(notice === 'offline' ? 'connection.offline' : 'connection.backOnline')}
        </p>
      )}
    </div>
  );
}
