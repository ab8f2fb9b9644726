/**
 * The compressed copies `npm run build` writes beside a built file (`x.js.br`, `x.js.gz`), in
 * the order the server prefers them: brotli is about a fifth smaller than gzip on our bundle.
 * A copy carries its file's modification time (the build sets both to the same whole second), so
 * a copy left over from an older build of the file is recognised as stale (its time differs) and
 * never served.
 */
export const precompressedVariants = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof precompressedVariants)[number]['encoding'];
