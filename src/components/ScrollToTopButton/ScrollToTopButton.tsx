import { ArrowUp } from '../icons';
import { useSyncExternalStore } from 'react';
import { useStyles } from '../../elements/adoptStyles';
import { useT } from '../../i18n/useT';
import css from './ScrollToTopButton.css?inline';

/** Spec §9: the button appears once the window is scrolled more than 20 px. */
const SCROLL_TO_TOP_THRESHOLD_PX = 20;

const subscribe = (notify: () => void) => {
  addEventListener('scroll', notify, { passive: true });
  return () => {
    removeEventListener('scroll', notify);
  };
};
const isScrolledPast = () => scrollY > SCROLL_TO_TOP_THRESHOLD_PX;

export function ScrollToTopButton() {
  useStyles(css);
  const t = useT();
  const visible = useSyncExternalStore(subscribe, isScrolledPast, () => false);
  if (!visible) return null;
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
