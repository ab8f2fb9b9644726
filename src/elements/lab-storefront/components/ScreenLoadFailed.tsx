import { useT } from '../../../i18n/useT';

/**
 * What a screen shows when its code could not be fetched. A reload fetches the current files,
 * which is also the cure after a deployment replaced them.
 */
export function ScreenLoadFailed() {
  const t = useT();
  return (
    <div className="container screen-load-failed" role="alert">
      <h1 className="page__title">{t('common.screenLoadFailed.title')}</h1>
      <p className="page__lead">{t('common.screenLoadFailed.text')}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {t('common.screenLoadFailed.reload')}
      </button>
    </div>
  );
}
