/**
 * `text` with what stands between the `start` and `end` markers replaced by `content` on lines of
 * its own (the markers stay). `where` names the file in the error when a marker is missing.
 */
export function replaceBetweenMarkers(text: string, start: string, end: string, content: string, where: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from === -1 || to === -1) throw new Error(`${where} has no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}
