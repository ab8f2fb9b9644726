import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { registerMessages } from '../../i18n';
import { $loginPanelOpen, closeLoginPanel } from '../../stores/login';

/** The login panel's component and English texts arrive when it first opens. */
const LoginPanel = lazy(async () => {
  const [panel, texts] = await Promise.all([
    import('../lab-login-panel/LoginPanel'),
    import('../lab-login-panel/texts/en/login'),
  ]);
  await registerMessages(texts);
  return { default: panel.LoginPanel };
});

/**
 * The login panel that the Login action of 'Please login to add items to cart' opens, for an
 * article page with no header or store to show it. It stays mounted once opened, so that closing
 * it gives the focus back to the control that opened it.
 */
export function CardLoginPanel() {
  const open = useStore($loginPanelOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginPanel open={open} onClose={closeLoginPanel} />
    </Suspense>
  );
}
