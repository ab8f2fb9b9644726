import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { Toasts } from '../../../../components/Toasts/Toasts';
import { $messagesInDialog } from '../../../../stores/toasts';
import css from './Screen.css?inline';

export interface ScreenProps {
  /** The screen's one h1; `undefined` while the screen's own heading is still loading. */
  title?: ReactNode;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of every server-backed screen: width, spacing, the h1 and the message region (which a
 * modal dialog over the screen takes while it is open).
 */
export function Screen({ title, intro, children }: ScreenProps) {
  useStyles(css);
  const messagesInDialog = useStore($messagesInDialog);
  return (
    <section className="screen">
      {title !== undefined && (
        <header className="screen__header">
          <h1 className="screen__title" tabIndex={-1}>{title}</h1>
          {intro && <p className="screen__intro">{intro}</p>}
        </header>
      )}
      {children}
      {!messagesInDialog && <Toasts />}
    </section>
  );
}
