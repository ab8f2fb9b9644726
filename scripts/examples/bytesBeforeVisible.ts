import { chromium } from '@playwright/test';

/**
 * Lighthouse's mobile preset as DevTools throttling applies it (lighthouse/core/config/constants.js,
 * `mobileSlow4G`): 150 ms RTT x 3.75 per request, 1.6 Mbps x 0.9 down, 750 Kbps x 0.9 up, 4x CPU.
 */
const slow4g = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const cpuSlowdown = 4;

/**
 * The page's watcher, from its first byte on: at each frame it looks for `wanted` in a
 * `lab-test-card`'s shadow root, and once it is on screen adds up the transfer sizes of the
 * document and of every resource whose response had ended by then, into `window.cardVisible`.
 * A string, not a function: under tsx (esbuild's `keepNames`) a function's inner named functions
 * call a `__name` helper that only Node has, and the script would throw in the page.
 */
function watchForCard(wanted: string): string {
  return `(() => {
  const wanted = ${JSON.stringify(wanted)};
  function isShown(element) {
    return element.checkVisibility() && element.getBoundingClientRect().height > 0;
  }
  function look() {
    const root = document.querySelector('lab-test-card')?.shadowRoot;
    const holder = root && [...root.querySelectorAll('*')].find((element) => element.textContent.trim() === wanted);
    if (!holder || !isShown(holder)) {
      requestAnimationFrame(look);
      return;
    }
    const visibleAt = performance.now();
    window.cardVisible = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => entry.entryType === 'navigation' || entry.responseEnd <= visibleAt)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
  }
  requestAnimationFrame(look);
})();`;
}

/**
 * The bytes a fresh Chromium on a throttled phone had received when `text`, inside a
 * `lab-test-card`'s shadow root, was first on screen: the page's document and every resource
 * whose response had ended by then (Resource Timing's transfer sizes, checked at each frame).
 */
export async function bytesBeforeVisible(url: string, text: string, executablePath: string, args: string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript({ content: watchForCard(text) });
    await page.goto(url);
    const bytes = await page.waitForFunction(
      () => (window as unknown as { cardVisible?: number }).cardVisible !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    await bytes.dispose();
    return await page.evaluate(() => (window as unknown as { cardVisible: number }).cardVisible);
  } finally {
    await browser.close();
  }
}
