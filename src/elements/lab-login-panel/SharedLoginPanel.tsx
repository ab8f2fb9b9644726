import { useStore } from '@nanostores/react';
import { $loginPanelOpen, closeLoginPanel } from '../../stores/login';
import { LazyLoginPanel } from './LazyLoginPanel';

/**
 * The login panel that the page's Login actions open (the header's button, the Login of 'Please
 * login to add items to cart'), following the shared open state. A component of its own so that
 * opening the panel re-renders the panel only, not the element around it.
 */
export function SharedLoginPanel({ preloadWhenIdle = false }: { preloadWhenIdle?: boolean }) {
  const open = useStore($loginPanelOpen);
  return <LazyLoginPanel open={open} onClose={closeLoginPanel} preloadWhenIdle={preloadWhenIdle} />;
}
