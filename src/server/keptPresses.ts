import { snapshotAttribute } from '../elementRuntime/firstScreenSnapshot';

const pressAttribute = `${snapshotAttribute}-press`;
const button = /<button\b([^>]*)>/g;

/**
 * A press on a server-rendered button before the element has taken over (its script still on its
 * way on a slow phone) is kept by the browser, with no script: each `type="button"` opens a
 * popover of its own (`popovertarget`, `popovertargetaction="show"`, so a second press changes
 * nothing), never shown, whose open state says it was pressed. The element presses the same
 * button of its own render when it takes over (`replayPresses`, firstScreenSnapshot.ts); until
 * then the pressed button looks busy. The popovers go at the end of the markup, so no rule of the
 * element's CSS that counts siblings sees them. React escapes `>` in attribute values, so a tag
 * ends at the first `>`.
 */
export function keepPresses(html: string): { html: string; popovers: string; rules: string } {
  const ids: string[] = [];
  const marked = html.replace(button, (tag, attributes: string) => {
    if (!/\btype="button"/.test(attributes) || /\bdisabled=""/.test(attributes)) return tag;
    const id = `${pressAttribute}-${ids.length}`;
    ids.push(id);
    return `<button popovertarget="${id}" popovertargetaction="show"${attributes}>`;
  });
  const pressed = ids.map((id) => `div[${snapshotAttribute}]:has(> #${id}:popover-open) [popovertarget="${id}"]`);
  return {
    html: marked,
    popovers: ids.map((id) => `<i popover="manual" id="${id}" ${pressAttribute}></i>`).join(''),
    rules: ids.length === 0 ? '' : `[${pressAttribute}] { display: none !important }\n${pressed.join(',\n')} { cursor: progress; opacity: 0.7 }`,
  };
}
