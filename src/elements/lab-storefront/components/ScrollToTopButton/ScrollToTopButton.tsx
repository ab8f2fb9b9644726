import { ArrowUp } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import css from './ScrollToTopButton.css?inline';

/** The button that takes the page back to its top, shown while it is scrolled (ScrollToTop.tsx). */
export function ScrollToTopButton() {
  useStyles(css);
  const t = useT();
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('chrome.scrollToTop.label')}
      onClick={(event) => {
        // Chromium stops a smooth scroll when the focused element is removed, which this button
        // is once the page is back within 20 px: let go of the focus first.
        event.currentTarget.blur();
        scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <ArrowUp aria-hidden="true" className="scroll-to-top__icon" />
    </button>
  );
}
