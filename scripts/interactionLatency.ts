import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * How long the store takes to answer a tap on a mid-range phone: the Event Timing API's duration
 * (input to the next paint, rounded to 8 ms by the browser) of the slowest event of each
 * interaction, with Chromium's CPU slowed 4x and a 375 x 812 viewport, as Lighthouse's mobile
 * preset runs. A fresh page per run (cold React, cold lazy chunks), as a visitor meets them.
 */
export interface Interaction {
  name: string;
  /** The page's path; `session` asks for a logged-in visitor. */
  path: string;
  session?: boolean;
  /**
   * Brings the page to the moment before the interaction (not measured): what is tapped in view,
   * as a visitor scrolls to it before tapping; Playwright's own scroll at the tap would put the
   * scroll's work (the scroll-to-top button appearing) into the tap's frame.
   */
  prepare?: (page: Page, run: number) => Promise<void>;
  /** The interaction itself, and the wait for what it shows; `run` counts the runs from 0. */
  act: (page: Page, run: number) => Promise<void>;
}

export interface SessionData {
  token: string;
  userId: string;
}

const store = (page: Page) => page.locator('lab-storefront');

export const interactions: Interaction[] = [
  {
    name: 'typing in the search box',
    path: '/',
    prepare: (page) => store(page).getByRole('combobox').first().focus(),
    act: async (page) => {
      await page.keyboard.type('thyroid', { delay: 120 });
      await store(page).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'opening the login panel',
    path: '/',
    act: async (page) => {
      await store(page).getByRole('button', { name: 'Login', exact: true }).click();
      await store(page).getByRole('dialog').waitFor();
    },
  },
  {
    name: 'switching a category tab',
    path: '/#/checkups',
    prepare: (page) => store(page).getByRole('tab').nth(1).waitFor(),
    act: async (page) => {
      const tab = store(page).getByRole('tab').nth(1);
      await tab.click();
      await store(page).locator('[role="tab"][aria-selected="true"]').filter({ hasText: (await tab.textContent()) ?? '' }).waitFor();
    },
  },
  {
    name: 'Add to cart',
    path: '/#/single-test',
    session: true,
    prepare: (page, run) => store(page).getByRole('button', { name: /^Add to cart: / }).nth(run).scrollIntoViewIfNeeded(),
    // Another test each run: the same one again would be refused as already in the cart.
    act: async (page, run) => {
      await store(page).getByRole('button', { name: /^Add to cart: / }).nth(run).click();
      await store(page).getByText('Item added to cart successfully!').waitFor();
    },
  },
  {
    name: 'a pin-code check',
    path: '/',
    prepare: (page) => store(page).locator('form.pincode').getByRole('textbox').fill('560001'),
    act: async (page) => {
      const checker = store(page).locator('form.pincode');
      await checker.getByRole('button', { name: 'Check' }).click();
      await checker.getByText('Great! Service Available').waitFor();
    },
  },
  {
    name: 'opening the cart',
    path: '/',
    session: true,
    act: async (page) => {
      await store(page).getByRole('link', { name: /^Cart/ }).first().click();
      await store(page).getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    },
  },
  {
    name: 'marking a package for comparison',
    path: '/#/checkups',
    prepare: (page) => store(page).getByRole('checkbox', { name: /^Compare / }).first().scrollIntoViewIfNeeded(),
    act: async (page) => {
      await store(page).getByRole('checkbox', { name: /^Compare / }).first().check();
      await store(page).getByRole('region', { name: 'Packages to compare' }).waitFor();
    },
  },
];

/** The slowest event duration (ms) of the interactions the page saw since `startObserving`. */
async function slowestEventSince(page: Page): Promise<number> {
  // Entries are delivered after the next frame: give the observer a moment.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { labSlowestEvent: number }).labSlowestEvent);
}

async function startObserving(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { labSlowestEvent: number };
    target.labSlowestEvent = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) target.labSlowestEvent = Math.max(target.labSlowestEvent, entry.duration);
      }
      // `durationThreshold` (Event Timing) is not in TypeScript's DOM types yet.
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  run: number,
  session: SessionData,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  try {
    if (interaction.session) {
      await context.addInitScript(({ token, userId }) => {
        localStorage.setItem('userToken', token);
        localStorage.setItem('userId', userId);
      }, session);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(baseUrl + interaction.path, { waitUntil: 'load' });
    await store(page).locator('footer').first().waitFor({ state: 'attached' });
    await interaction.prepare?.(page, run);
    // The scroll's own frames and the lazy parts it brings settle before the tap.
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await startObserving(page);
    await interaction.act(page, run);
    return await slowestEventSince(page);
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  name: string;
  medianMs: number;
  runsMs: number[];
}

/** Each interaction (all by default) `runs` times; the median of its slowest event durations, in ms. */
export async function measureInteractions(
  baseUrl: string,
  session: SessionData,
  runs: number,
  executablePath: string,
  args: string[],
  measured: Interaction[] = interactions,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of measured) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run += 1) runsMs.push(await measureOnce(browser, baseUrl, interaction, run, session));
      const sorted = [...runsMs].sort((a, b) => a - b);
      results.push({ name: interaction.name, medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, runsMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}
