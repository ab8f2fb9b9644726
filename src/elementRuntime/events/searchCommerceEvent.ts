import { looksLikeContact } from '../../lib/contactLike';
import { $partner } from '../../stores/partner';
import { useFireLabEvent } from '../hostElement';

/**
 * `lab-search` (interface §2) from the element whose search box was submitted or whose suggestion was
 * chosen, with the visit's partner; none for a term that looks like a phone number or an e-mail
 * address, which would be the visitor's personal data. A module apart from the other commerce
 * events: every search box loads it at start-up, and it needs none of their item building.
 */
export function useSearchEvent(): (searchTerm: string) => void {
  const fire = useFireLabEvent();
  return (searchTerm) => {
    if (looksLikeContact(searchTerm)) return;
    const partner = $partner.get();
    fire('lab-search', { search_term: searchTerm, ...(partner ? { partner } : {}) });
  };
}
