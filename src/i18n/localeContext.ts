import { createContext, useContext } from 'react';
import type { Locale } from './locales';

/** The language of the element a component renders in; each element provides its own. */
export const LocaleContext = createContext<Locale>('en');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
