/**
 * The browser the Playwright tests drive (the browser tests, the example host apps, the review
 * screenshots): Debian's `chromium-headless-shell`, the same Chromium build as Debian's `chromium`
 * package (Blink, V8 and the network stack of one version) without the full browser's windowing
 * and UI layer. It is the browser Playwright itself runs headless tests in. Measured on this
 * two-core machine, the whole browser suite took 292 CPU-s in it against 407 in `chromium --headless`
 * (195 s against 247 s), with the same 239 tests passing. The benchmarks keep the full browser
 * (scripts/bench.ts): their figures are what a visitor's Chrome does. `CHROME_PATH` names another
 * Chromium binary.
 */
export const testBrowserPackage = 'chromium-headless-shell';
export const testBrowserPath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
