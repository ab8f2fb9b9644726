import { useStore } from '@nanostores/react';
import { $messagesRevision, translator, type Translator } from './index';
import { useLocale } from './localeContext';

/**
 * The texts of the element's language for components: they re-render when the element's
 * language changes and when its texts arrive.
 */
export function useT(): Translator {
  useStore($messagesRevision);
  return translator(useLocale());
}
