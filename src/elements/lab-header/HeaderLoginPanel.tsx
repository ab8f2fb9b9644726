import { useStore } from '@nanostores/react';
import { $loginPanelOpen, closeLoginPanel } from '../../stores/login';
import { LoginPanel } from '../lab-login-panel/LoginPanel';

/**
 * The header's login panel, following the shared open state. A component of its own so that
 * opening the panel re-renders the panel only, not the whole header (logo, search, links): the
 * tap on Login answers within a frame on a slow phone.
 */
export function HeaderLoginPanel() {
  const open = useStore($loginPanelOpen);
  return <LoginPanel open={open} onClose={closeLoginPanel} />;
}
