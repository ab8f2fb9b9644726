import { useStore } from '@nanostores/react';
import { $locale, t, tPlural } from './index';

/** `t` for components: re-renders them when the language changes. */
export function useT(): typeof t {
  useStore($locale);
  return t;
}

/** `tPlural` for components: re-renders them when the language changes. */
export function useTPlural(): typeof tPlural {
  useStore($locale);
  return tPlural;
}
