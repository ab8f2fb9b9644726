import { useT } from '../../../i18n/useT';
import type { LoadRetry } from '../../../elementRuntime/lazyPart';

/**
 * What a screen shows when its code could not be fetched. Its button fetches the screen's code
 * again, in the open page. Once a try failed while the browser was online, the files were likely
 * replaced by a deployment (or the browser keeps a failed fetch): the button then reloads the page,
 * which fetches the current files.
 */
export function ScreenLoadFailed({ retry, failedRetries }: LoadRetry) {
  const t = useT();
  const tryAgain = () => {
    if (failedRetries > 0 && navigator.onLine) location.reload();
    else retry();
  };
  return (
    <div className="container screen-load-failed" role="alert">
      <h1 className="page__title">{t('common.screenLoadFailed.title')}</h1>
      <p className="page__lead">{t('common.screenLoadFailed.text')}</p>
      <button type="button" className="button" onClick={tryAgain}>
        {t('common.screenLoadFailed.reload')}
      </button>
    </div>
  );
}
