import { Suspense, useState } from 'react';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { usePreloadWhenIdle } from '../../hooks/usePreloadWhenIdle';
import { registerMessages } from '../../i18n';
import { loadOnce } from '../../lib/loadOnce';
import type { LoginPanelProps } from './LoginPanel';

/**
 * The panel's code (its steps, the sign-in calls) and its English texts with the messages of those
 * calls: the elements that show a login panel start without them, since a visitor opens it only
 * by acting.
 */
const loadLoginPanel = loadOnce(async () => {
  const [panel, login, api] = await Promise.all([
    import('./LoginPanel'),
    import('./texts/en/login'),
    import('../../i18n/en/api'),
  ]);
  await registerMessages({ ...login, ...api });
  return { default: panel.LoginPanel };
});

/**
 * Without its code the panel stays closed, the element around it working on; it opens once its
 * code arrives (back online).
 */
const LoginPanel = lazyPart(loadLoginPanel, { fallback: () => null });

export interface LazyLoginPanelProps extends LoginPanelProps {
  /** Fetch the panel once the page is idle, for an element whose Login is always at hand. */
  preloadWhenIdle?: boolean;
}

/**
 * The login panel, rendered from the first time it opens: opened before its code has arrived, it
 * shows as soon as it has (a press is never lost). It stays mounted once opened, so that closing
 * it gives the focus back to the control that opened it.
 */
export function LazyLoginPanel({ open = false, onClose, preloadWhenIdle = false }: LazyLoginPanelProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  usePreloadWhenIdle(loadLoginPanel, preloadWhenIdle);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginPanel open={open} onClose={onClose} />
    </Suspense>
  );
}
