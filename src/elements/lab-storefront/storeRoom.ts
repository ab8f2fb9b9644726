import type { ElementRoom } from '../../elementRuntime/roomWhileRendering';

/**
 * The store's room until its first render commits: a screen's height, what the pages ask of
 * `lab-storefront:not(:defined)`, kept once the tag is defined. The store is taller than a screen
 * on every device, so nothing below it moves up and back down; a `loading="lazy"` store keeps it
 * until the visitor comes near.
 */
export const storeRoom = {
  className: 'store-room',
  part: 'base',
  css: '.store-room { min-height: 100vh; }',
} as const satisfies ElementRoom;
