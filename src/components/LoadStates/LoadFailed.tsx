import { CloudOff, RotateCw } from '../icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import type { Phrase } from '../../i18n';
import { useT } from '../../i18n/useT';
import stateCss from './LoadStates.css?inline';

export interface LoadFailedProps {
  message: Phrase;
  onRetry: () => void;
}

/**
 * A read that failed (server error or no answer). The spec only knows the empty state; telling
 * the user it failed, with a way to try again, is kinder than claiming there is nothing.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state load-state--failed" role="alert">
      <CloudOff aria-hidden="true" className="load-state__icon" />
      <p className="load-state__title">{t('catalogue.loadFailed.title')}</p>
      <p className="load-state__text">{t(message)}</p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" width={18} height={18} />
        {t('catalogue.loadFailed.retry')}
      </button>
    </div>
  );
}
