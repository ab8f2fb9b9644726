import { useStore } from '@nanostores/react';
import { CircleAlert, CircleCheck, Info, X } from '../icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { $toasts, dismissToast, type Toast } from '../../stores/toasts';
import css from './Toasts.css?inline';

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const Icon = icons[toast.tone];
  return (
    <li className={`toast toast--${toast.tone}`}>
      <Icon aria-hidden="true" className="toast__icon" />
      <span className="toast__text">{t(toast.text)}</span>
      {toast.action && (
        <button
          type="button"
          className="button button--small toast__action"
          onClick={() => {
            toast.action?.run();
            dismissToast(toast.id);
          }}
        >
          {t(toast.action.label)}
        </button>
      )}
      <button
        type="button"
        className="toast__dismiss"
        aria-label={t('catalogue.toast.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The screen's messages. Two live regions that are always in the page (a region added together
 * with its text is often not announced): errors are alerts, the rest polite.
 */
export function Toasts() {
  useStyles(css);
  const toasts = useStore($toasts);
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const others = toasts.filter((toast) => toast.tone !== 'error');
  return (
    <div className="toasts">
      <div role="alert" aria-live="assertive">
        <ul className="toasts__list">
          {errors.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className="toasts__list">
          {others.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
        </ul>
      </div>
    </div>
  );
}
