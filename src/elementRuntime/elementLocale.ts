import { useStore } from '@nanostores/react';
import { useState, useSyncExternalStore } from 'react';
import { $messagesRevision, isLocaleReady } from '../i18n';
import { resolveLocale, type Locale } from '../i18n/locales';
import { $languageChoice } from '../stores/language';

/** The page's language at `host`: the nearest `[lang]` ancestor, through shadow roots. */
function inheritedLang(host: Element): string | null {
  let node: Node | null = host.parentNode;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return null;
}

/** One observer of every `lang` attribute in the document, for all elements that follow it. */
const pageLangListeners = new Set<() => void>();
let pageLangObserver: MutationObserver | undefined;

function subscribePageLang(onChange: () => void): () => void {
  if (!pageLangObserver) {
    pageLangObserver = new MutationObserver(() => {
      for (const listener of pageLangListeners) listener();
    });
    pageLangObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  pageLangListeners.add(onChange);
  return () => pageLangListeners.delete(onChange);
}

/**
 * The language `host` shows, or undefined while its texts are on their way on first render
 * (the element then renders nothing rather than English that turns into Kannada). Once shown, a
 * change of language keeps the current one on screen until the new one has arrived.
 */
export function useElementLocale(host: Element, own: string | null): Locale | undefined {
  const choice = useStore($languageChoice);
  const inherited = useSyncExternalStore(subscribePageLang, () => inheritedLang(host));
  useStore($messagesRevision);
  const wanted = resolveLocale(own, choice, inherited);
  const ready = isLocaleReady(wanted);
  const [shown, setShown] = useState<Locale | undefined>(ready ? wanted : undefined);
  if (ready && shown !== wanted) setShown(wanted);
  return ready ? wanted : shown;
}
