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

const room: Record<string, { declarations: string; narrow?: string }> = {
  'lab-storefront': { declarations: 'display: block; min-height: 100vh;' },
  'lab-header': { declarations: 'display: block; min-height: 72px;' },
  'lab-search-box': { declarations: 'display: block; min-height: 48px;' },
  'lab-pincode-checker': { declarations: 'display: block; min-height: 134px;' },
  'lab-cart-badge': { declarations: 'display: inline-block; min-width: 88px; min-height: 50px;' },
  'lab-test-card': { declarations: 'display: block; min-height: 224px;', narrow: 'min-height: 340px;' },
};

const minHeight = (declarations: string | undefined) => /min-height:\s*([^;]+);/.exec(declarations ?? '')?.[1];

/**
 * The same height for the box a docs page shows the element in, as the custom properties
 * `--room` and `--room-narrow` that brand.css and builder.css give it as its `min-height`: the
 * live examples and the builder's preview keep it from the first paint, so the page does not
 * move when the element arrives at the visitor's first move.
 */
export function stageRoom(tag: string): Record<string, string> {
  const entry = room[tag];
  const wide = minHeight(entry?.declarations);
  const narrow = minHeight(entry?.narrow);
  return { ...(wide ? { '--room': wide } : {}), ...(narrow ? { '--room-narrow': narrow } : {}) };
}

export function reservedRoom(tag: string): CssRule[] {
  const entry = room[tag];
  if (!entry) return [];
  const selector = `${tag}:not(:defined)`;
  return [
    { selector, declarations: entry.declarations },
    ...(entry.narrow ? [{ selector, declarations: entry.narrow, media: '(max-width: 520px)' }] : []),
  ];
}
