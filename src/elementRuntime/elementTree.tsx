import { StrictMode, type ReactNode } from 'react';
import type { Locale } from '../i18n/locales';
import { LocaleContext } from '../i18n/localeContext';
import { HostElementContext } from './hostElement';

/**
 * What every element renders around its component, in the browser (defineElement.tsx) and on a
 * server (src/server): the same tree, so that the server's first screen is the browser's.
 */
export function ElementTree({ host, locale, children }: { host: HTMLElement | null; locale: Locale; children: ReactNode }) {
  return (
    <StrictMode>
      <HostElementContext.Provider value={host}>
        <LocaleContext.Provider value={locale}>
          {/* The shadow root has no attributes: this box (display: contents) carries its language. */}
          <div lang={locale} className="lab-locale">
            {children}
          </div>
        </LocaleContext.Provider>
      </HostElementContext.Provider>
    </StrictMode>
  );
}
