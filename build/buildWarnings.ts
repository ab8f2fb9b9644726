/**
 * What a build step wrote to its standard error that is a warning: Vite, rolldown and TypeScript
 * warn there, so a line there is one, but for the documentation site's progress lines (VitePress
 * draws its spinner there) and blank lines. `npm run build` fails on any, so a warning that comes
 * back (a module imported both ways, a config the next Vite will not load) is seen and fixed.
 */
const progressLine = /^\s*(?:\S+\s+)?(?:building client \+ server bundles|rendering pages)\.\.\.\s*$/;

// eslint-disable-next-line no-control-regex -- the colours a step's logger writes
const colours = /\u001b\[[0-9;]*m/g;

export function isBuildWarning(line: string): boolean {
  const text = line.replace(colours, '').trim();
  return text !== '' && !progressLine.test(text);
}
