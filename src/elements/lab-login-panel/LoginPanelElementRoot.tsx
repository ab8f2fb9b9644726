import { ConnectionNotice } from '../../components/ConnectionNotice/ConnectionNotice';
import { LazyLoginPanel } from './LazyLoginPanel';
import type { LoginPanelProps } from './LoginPanel';

/**
 * What `lab-login-panel` renders: its panel, whose code arrives when the page is idle or when the
 * panel first opens, whichever comes first, and the connection notice, which the element shows
 * from the start, as every element that calls the API does.
 */
export function LoginPanelElementRoot({ open }: LoginPanelProps) {
  return (
    <>
      <LazyLoginPanel open={open} preloadWhenIdle />
      <ConnectionNotice />
    </>
  );
}
