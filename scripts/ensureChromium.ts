/**
 * The first step of `npm test`: the browser tests need Debian's Chromium, and finding it missing
 * after minutes of other stages helps nobody. Where it is missing and this machine can install it
 * (Debian or Ubuntu, root, apt-get), it is installed as `.ci/run` does; elsewhere the run stops at
 * once with the one command to run. Nothing is ever downloaded from outside the distribution.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const install = 'apt-get update && apt-get install -y --no-install-recommends chromium';

function canInstall(): boolean {
  const onDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  return onDebian && isRoot && hasApt && !process.env.CHROME_PATH;
}

if (existsSync(chromium)) {
  console.log(`Chromium: ${chromium}`);
} else if (canInstall()) {
  console.log(`Chromium is missing: installing Debian's package (${install}), about 30 s.`);
  execFileSync('sh', ['-c', install], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log(`Chromium: ${chromium}`);
} else {
  console.error(
    `The browser tests need Chromium at ${chromium}, and this machine cannot install it here.\n` +
      `Run (as root, on Debian or Ubuntu): ${install}\n` +
      'or set CHROME_PATH to a Chromium binary, then run npm test again.',
  );
  process.exit(1);
}
