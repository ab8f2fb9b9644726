import { useStore } from '@nanostores/react';
import { $locale, t } from './index';

/** `t` for components: re-renders them when the language changes. */
export function useT(): typeof t {
  useStore($locale);
  return t;
}
