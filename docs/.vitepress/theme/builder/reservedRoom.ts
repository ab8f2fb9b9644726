/**
 * The room each element takes once it renders, kept while its script is on the way so the page
 * does not jump (docs/guide/getting-started.md: the demo pages reserve the same). An element not named
 * here, like the login panel (a dialog over the page), takes no room.
 */
export interface CssRule {
  selector: string;
  declarations: string;
  media?: string;
}

interface Room {
  display: 'block' | 'inline-block';
  minHeight: string;
  minWidth?: string;
  /** Its height at 520 px and below, where it wraps. */
  narrowMinHeight?: string;
}

const room: Record<string, Room> = {
  'lab-storefront': { display: 'block', minHeight: '100vh' },
  'lab-header': { display: 'block', minHeight: '72px' },
  'lab-search-box': { display: 'block', minHeight: '48px' },
  'lab-pincode-checker': { display: 'block', minHeight: '134px' },
  'lab-cart-badge': { display: 'inline-block', minWidth: '88px', minHeight: '50px' },
  'lab-test-card': { display: 'block', minHeight: '224px', narrowMinHeight: '340px' },
  'lab-package-compare': { display: 'block', minHeight: '320px' },
};

/**
 * The same height for the box a docs page shows the element in, as the custom properties
 * `--room` and `--room-narrow` that brand.css and builder.css give it as its `min-height`: the
 * live examples and the builder's preview keep it from the first paint, so the page does not
 * move when the element arrives at the visitor's first move.
 */
export function stageRoom(tag: string): Record<string, string> {
  const entry = room[tag];
  if (!entry) return {};
  return { '--room': entry.minHeight, ...(entry.narrowMinHeight ? { '--room-narrow': entry.narrowMinHeight } : {}) };
}

export function reservedRoom(tag: string): CssRule[] {
  const entry = room[tag];
  if (!entry) return [];
  const selector = `${tag}:not(:defined)`;
  return [
    {
      selector,
      declarations: `display: ${entry.display};${entry.minWidth ? ` min-width: ${entry.minWidth};` : ''} min-height: ${entry.minHeight};`,
    },
    ...(entry.narrowMinHeight
      ? [{ selector, declarations: `min-height: ${entry.narrowMinHeight};`, media: '(max-width: 520px)' }]
      : []),
  ];
}
