import { atom } from 'nanostores';
import type { Phrase } from '../../i18n';

/**
 * The screen's short messages (product §8 alerts: add to cart, Book Now, Checkout, remove failures).
 * They are announced by the live regions of `Toasts` and leave on their own after a while.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: Phrase;
  /** An optional follow-up, e.g. opening the login panel after 'Please login to add items to cart'. */
  action?: { label: Phrase; run: () => void };
}

const TOAST_LIFETIME_MS = 6000;

export const $toasts = atom<Toast[]>([]);

/**
 * Whether a modal dialog over the screen (the store's comparison) shows the messages: the screen
 * under a modal dialog is inert and behind its backdrop, so its own message region would be
 * neither seen nor reachable.
 */
export const $messagesInDialog = atom(false);

let nextId = 1;

const samePhrase = (a: Phrase, b: Phrase) => JSON.stringify(a) === JSON.stringify(b);

/** A message belongs to its screen: going to another screen clears them all. */
export function clearToasts(): void {
  if ($toasts.get().length > 0) $toasts.set([]);
}

/** Removes the message, if it is still shown (a screen change may have cleared it first). */
export function dismissToast(id: number): void {
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a message; the same text twice replaces the first instead of stacking. A message with an
 * action stays until dismissed, so a keyboard user has time to reach its button.
 */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  const others = $toasts.get().filter((existing) => !samePhrase(existing.text, toast.text));
  $toasts.set([...others.slice(-2), { ...toast, id }]);
  if (!toast.action) setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS);
  return id;
}
