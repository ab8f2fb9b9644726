import { atom } from 'nanostores';

/**
 * Whether the header's login panel is open. A store, not component state, so that other parts
 * of the page (a logged-out cart link, "Please login to add items to cart") can open it.
 */
export const $loginPanelOpen = atom(false);

export function openLoginPanel(): void {
  $loginPanelOpen.set(true);
}

export function closeLoginPanel(): void {
  $loginPanelOpen.set(false);
}
