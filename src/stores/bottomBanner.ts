import { fetchRandomBottomBanner } from '../api/banners';

/** Issue 5 §7: the listing screens' random bottom banner (spec §7 `bottombanners/get-random`). */
export function loadBottomBanner() {
  return fetchRandomBottomBanner();
}
