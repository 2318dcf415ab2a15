// How soon a first tap answers, for `npm run bench`: Lighthouse's throttling is simulated, so
// Chromium itself is slowed over DevTools to its mobile network and the calibrated CPU slowdown.
// Timed from `pointerdown` to the first frame that shows the effect.
import { chromium, type Browser } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_PATH } from '../env.ts';

type Target = { name: string; path: string; tap: string; shown: string };
type Taps = { baseUrl: string; runs: number; cpuSlowdown: number; faqPath: string };
type Tap = Taps & { target: Target; delayMs: number };

/** What is tapped, where, and what shows once it has answered. */
const tapTargets = (faqPath: string): Target[] => [
  { name: 'menu', path: '/', tap: '#site-navigation-toggle', shown: '#site-navigation' },
  {
    name: 'FAQ answer',
    path: faqPath,
    tap: 'main details > summary',
    shown: 'main details[open] [role="region"]',
  },
];

/** Milliseconds after the `load` event. */
const TAP_DELAYS = [200, 1500, 5000];

/** Lighthouse's mobile network, and the phone it emulates, where the menu is collapsed. */
const { rttMs, throughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
/** A browser context's options for that phone: its screen, touch and mobile viewport. */
export const phone = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

/**
 * Runs in the page, before its scripts: times the first tap until `shown` is visible. Text, not a
 * function: tsx wraps a function's inner names in a `__name` helper the page does not have.
 */
const timeFirstTap = (shown: string) => `addEventListener('pointerdown', (event) => {
  const frame = (now) => {
    if (document.querySelector(${JSON.stringify(shown)})?.checkVisibility())
      globalThis.__tapLatency = now - event.timeStamp;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}, { capture: true, once: true });`;

/** A fresh Chromium of the bench's, closed when the scope that holds it ends (`await using`). */
export const launchChromium = (args: string[]) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args });

/** One tap in a fresh, throttled context: its latency in ms. */
async function tapOnce(browser: Browser, { baseUrl, cpuSlowdown, target, delayMs }: Tap) {
  await using context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: (throughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(timeFirstTap(target.shown));
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(delayMs);
  await page.locator(target.tap).first().tap({ timeout: 30_000 });
  const latency = await page.waitForFunction(
    () => (globalThis as { __tapLatency?: number }).__tapLatency,
    null,
    { timeout: 30_000 },
  );
  return Math.round(Number(await latency.jsonValue()));
}

/** Every target at every delay, `runs` times, with the CPU slowed `cpuSlowdown` times: each latency in ms. */
export async function measureFirstTaps(taps: Taps) {
  await using browser = await launchChromium(['--headless']);
  const results = [];
  for (const target of tapTargets(taps.faqPath))
    for (const delayMs of TAP_DELAYS) {
      const runsMs = [];
      for (let i = 0; i < taps.runs; i += 1)
        runsMs.push(await tapOnce(browser, { ...taps, target, delayMs }));
      results.push({ target: target.name, delayMs, runsMs });
    }
  return results;
}
