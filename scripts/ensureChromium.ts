/**
 * The first step of `npm test`: the browser tests need Debian's headless Chromium
 * (scripts/testBrowser.ts), and the Kannada and Hindi screens need the Noto fonts of both scripts
 * (the ones Android phones show them in), or every letter is a box and the overflow checks
 * measure boxes. Finding either missing after
 * minutes of other stages helps nobody. Where something is missing and this machine can install
 * it (Debian or Ubuntu, root, apt-get), it is installed as `.ci/run` does; elsewhere the run
 * stops at once with the one command to run. Nothing is ever downloaded from outside the
 * distribution.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { testBrowserPackage, testBrowserPath } from './testBrowser.ts';

const notoFonts = ['NotoSansKannada-Regular.ttf', 'NotoSansDevanagari-Regular.ttf'].map(
  (file) => `/usr/share/fonts/truetype/noto/${file}`,
);

const missing = [
  ...(existsSync(testBrowserPath) ? [] : [testBrowserPackage]),
  ...(notoFonts.every((font) => existsSync(font)) ? [] : ['fonts-noto-core']),
];
const ready = `Chromium: ${testBrowserPath}; Noto Sans Kannada and Devanagari installed`;
const install = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;

function canInstall(): boolean {
  const onDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const browserOfItsOwn = missing.includes(testBrowserPackage) && Boolean(process.env.CHROME_PATH);
  return onDebian && isRoot && hasApt && !browserOfItsOwn;
}

if (missing.length === 0) {
  console.log(ready);
} else if (canInstall()) {
  console.log(`Missing ${missing.join(' and ')}: installing from Debian (${install}), about 30 s.`);
  execFileSync('sh', ['-c', install], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log(ready);
} else {
  console.error(
    `The browser tests need ${missing.join(' and ')}, and this machine cannot install it here.\n` +
      `Run (as root, on Debian or Ubuntu): ${install}\n` +
      'or set CHROME_PATH to a Chromium binary and install the Noto fonts, then run npm test again.',
  );
  process.exit(1);
}
