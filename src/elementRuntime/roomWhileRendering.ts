import { adoptCss } from './shadowStyles';

/**
 * The box a small element fills while its first render is on its way: its class, its `part` and
 * the CSS that gives it the height of the element's loaded screen.
 */
export interface ElementRoom {
  readonly className: string;
  readonly part: string;
  readonly css: string;
}

/** Marks the box in the root, so that the first render finds it there. */
const roomAttribute = 'data-lab-room';

/**
 * An element that renders its first screen in slices (its spec's `renderInSlices`) is defined
 * before anything of its own is in its root, and the page's `:not(:defined)` room stops applying
 * then: without a box of its own it would collapse until the render commits, and the text below it
 * would jump up and back. The box goes in the root at once, unless the root holds something
 * already (a server-rendered first screen, or an earlier render of a moved element).
 */
export function holdRoomUntilFirstRender(host: HTMLElement, room: ElementRoom): void {
  const root = host.shadowRoot;
  if (!root || root.childNodes.length > 0) return;
  adoptCss(root, room.css);
  const box = document.createElement('div');
  box.className = room.className;
  box.setAttribute('part', room.part);
  box.setAttribute('aria-busy', 'true');
  box.setAttribute(roomAttribute, '');
  root.append(box);
}

/** Takes the box out, in the layout effect of the first render that holds the room itself. */
export function releaseRoom(host: HTMLElement): void {
  host.shadowRoot?.querySelector(`[${roomAttribute}]`)?.remove();
}
