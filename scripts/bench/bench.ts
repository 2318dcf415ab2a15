// `npm run bench [-- --no-build] [--device low|mid] [--firm large] [--site DIR] [--pages /,/about] [--runs N] [--out FILE]`
// Lighthouse (mobile, CPU slowed to the phone asked for) on a sample of pages served by Cloudflare
// Pages' runtime, its answers replayed, then a first tap; medians against the budgets
// (bench/README.md), exit 1 on a miss.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PORTS, ROOT, outboxEnv, runNode } from '../env.ts';
import { ensureChromium } from '../check/ensure-chromium';
import { growFirm } from '../check/large-firm';
import { launchChromium, measureFirstTaps, phone } from './first-tap';
import { firstVisitScripts, gzippedSize } from './first-visit';
import { replaying } from './replay';
import { isMain } from '../serve/server';
import { startSite } from '../serve/site';

type Budget = [sign: '≥' | '≤', limit: number];
/** Every median must stay within these (decision 0007). */
export const BUDGETS = {
  performance: ['≥', 98],
  tbtMs: ['≤', 100],
  lcpMs: ['≤', 1500],
  cls: ['≤', 0],
  jsKB: ['≤', 130],
  firstTapMs: ['≤', 250],
} satisfies Record<string, Budget>;

// The phones emulated, by Chrome's CPU `benchmarkIndex` (Lighthouse: ~264 low-tier, ~1,000
// mid-tier): this machine's index over the phone's is the slowdown, however busy the machine is.
export const DEVICES = {
  low: { benchmarkIndex: 264, name: 'low-tier phone (Moto G Power class)' },
  mid: { benchmarkIndex: 1000, name: 'mid-tier phone (Pixel 5 class)' },
};
type Device = keyof typeof DEVICES;

/** The CPU slowdown that makes a machine of `benchmarkIndex` a `device`; never a speed-up. */
export const cpuSlowdownFor = (benchmarkIndex: number, device: Device) =>
  Math.max(1, Math.round((benchmarkIndex / DEVICES[device].benchmarkIndex) * 10) / 10);

/** This machine's benchmarkIndex now: Lighthouse's own probe in Chromium, the median of 5. */
async function measureBenchmarkIndex() {
  await using browser = await launchChromium(['--headless']);
  const page = await browser.newPage();
  const samples = [];
  for (let i = 0; i < 5; i += 1)
    samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return Math.round(median(samples));
}

/** The site measured: the firm's content with its draft articles published, and a long one. */
const SITE = 'dist-bench';
const LONG_ARTICLE = 'bench-long-article';
export const LONG_ARTICLE_WORDS = 2000;

/** The ids of a folder of content/'s entries (`lawyers`, `services`), in file-name order. */
const entries = (folder: string, content = path.join(ROOT, 'content')) =>
  readdirSync(path.join(content, folder))
    .map((file) => path.parse(file).name)
    .toSorted();

/** A copy of content/ with an English article of LONG_ARTICLE_WORDS words: the samples repeated. */
export function benchContent() {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'content');
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  const articles = path.join(dir, 'articles');
  const bodies = readdirSync(articles)
    .filter((file) => file.endsWith('.en.md'))
    .map((file) => readFileSync(path.join(articles, file), 'utf8').split(/^---$/m)[2]);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  let body = '';
  for (let i = 0; words(body) < LONG_ARTICLE_WORDS; i += 1) body += bodies[i % bodies.length];
  const front = [
    `title: A long update, for the bench (${LONG_ARTICLE_WORDS} words or more)`,
    'summary: The sample articles one after another, to measure a long article page.',
    'published: 2026-01-05',
    `authors: [${entries('lawyers', dir).slice(0, 2).join(', ')}]`,
    `practiceAreas: [${entries('services', dir)[0]}]`,
  ];
  const article = `---\n${front.join('\n')}\n---\n${body}`;
  writeFileSync(path.join(articles, `${LONG_ARTICLE}.en.md`), article);
  return dir;
}

/** A page with FAQs to tap: the firm's first service. */
const FAQ_PAGE = `/expertise/${entries('services')[0]}`;
/** One page of each kind, and the other languages' home pages (Burmese brings its font). */
const PAGES = [
  ...['/', '/about', '/expertise', FAQ_PAGE, '/professionals'],
  ...[`/professionals/${entries('lawyers')[0]}`, '/contact', '/publication'],
  ...[`/publication/${LONG_ARTICLE}`, '/search?q=arbitration', '/ja/', '/my/'],
];

export function median(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Numbers = Record<string, number>;
/** The median of each number over the runs, each on its own. */
export const medians = (runs: Numbers[]): Numbers =>
  Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key]!))]));

type FirstTap = { target: string; delayMs: number; firstTapMs: number };

/** Each median outside its budget, as a line to print; none when every budget is met. */
export function missedBudgets(pages: Record<string, Partial<Numbers>>, firstTaps: FirstTap[]) {
  const measured: [string, Partial<Numbers>][] = [
    ...Object.entries(pages),
    ...firstTaps.map((tap): [string, Numbers] => [
      `first tap on the ${tap.target} at load+${tap.delayMs} ms`,
      { firstTapMs: tap.firstTapMs },
    ]),
  ];
  return measured.flatMap(([where, values]) =>
    Object.entries(BUDGETS).flatMap(([key, [sign, limit]]) => {
      const value = values[key];
      // A search page loads Pagefind's script on top of the app's: its JavaScript is not budgeted.
      if (value === undefined || (key === 'jsKB' && /\/search(\?|$)/.test(where))) return [];
      const missed = sign === '≥' ? value < limit : value > limit;
      return missed ? [`${where}: ${key} ${value}, budget ${sign} ${limit}`] : [];
    }),
  );
}

/** What of a Lighthouse result the bench reads. */
type Result = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: Record<string, unknown> }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier?: number } };
};
type Request = { url: string; resourceType: string };

/** The JavaScript of scripts, as decision 0007 counts it: gzipped from dist/, kB of 1000 bytes. */
const kB = (dist: string, scripts: string[]) =>
  Math.round(scripts.reduce((sum, script) => sum + gzippedSize(dist, script), 0) / 100) / 10;

/** What one Lighthouse run says about a page; `jsKB`, what it loaded with no visitor acting. */
export function summarise(lhr: Result, dist: string) {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items;
  const scripts = (Array.isArray(requests) ? (requests as Request[]) : [])
    .filter((request) => request.resourceType === 'Script')
    .map(({ url }) => new URL(url).pathname);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Math.round(metric('cumulative-layout-shift') * 1e4) / 1e4,
    tbtMs: Math.round(metric('total-blocking-time')),
    jsKB: kB(dist, scripts),
    // Lighthouse's own CPU probe in this run, and the slowdown the run applied (calibrated).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
  };
}

type Settings = { throttling: { cpuSlowdownMultiplier?: number } };
type Gathered = {
  artifacts: { BenchmarkIndex: number; settings: Settings };
  runnerOptions: { resolvedConfig: { settings: Settings } };
};
/** A gathered run set to simulate `device` from its own index (both settings Lighthouse compares). */
export function calibrateRun<T extends Gathered>(gathered: T, device: Device): T {
  const cpuSlowdownMultiplier = cpuSlowdownFor(gathered.artifacts.BenchmarkIndex, device);
  for (const settings of [
    gathered.artifacts.settings,
    gathered.runnerOptions.resolvedConfig.settings,
  ])
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier };
  return gathered;
}

/**
 * One Lighthouse run in a fresh Chromium, its mobile config, calibrated to the run's own
 * benchmarkIndex: Lighthouse measures it as the run starts, then loads the page unthrottled and
 * simulates the phone (Lantern) from the trace, so the slowdown is set between the two. A machine
 * busier for this run than for the page's probe wrote a slower trace, and gets a smaller factor.
 */
async function lighthouseRun(url: string, device: Device) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const flags = {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error' as const,
      throttling: throttling.mobileSlow4G,
    };
    const { artifacts, runnerOptions } = calibrateRun(
      await navigationGather(undefined, url, { flags }),
      device,
    );
    const { lhr } = (await Runner.audit(artifacts, {
      ...runnerOptions,
      computedCache: new Map(),
    }))!;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

// Up to 3 tries: Lighthouse fails a trace now and then (NO_NAVSTART), at times twice in a row, and
// on a loaded machine a page's load has outlasted Playwright's 30 s.
async function tried<T>(url: string, run: () => Promise<T>, tries = 3): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (tries === 1) throw error;
    console.warn(`${url}: ${String((error as Error).message).split('\n')[0]}; trying again`);
    return tried(url, run, tries - 1);
  }
}

/**
 * `url` loaded once, unmeasured, on the screen Lighthouse emulates, acted on once its app has
 * started by itself: what the runs will ask of the replay (./replay.ts) is then in its memory.
 */
async function warm(url: string) {
  await using browser = await launchChromium(CHROMIUM_FLAGS);
  const page = await browser.newPage(phone);
  await page.goto(url);
  // A page that changes by itself starts its app a second after load (decision 0018).
  await page.waitForTimeout(2000);
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
}

/** The scripts a first visit of `url` loads once the visitor acts, in a fresh Chromium. */
async function scriptsOnAct(url: string) {
  await using browser = await launchChromium(CHROMIUM_FLAGS);
  return await firstVisitScripts(await browser.newPage(), url);
}

/** This machine's index now, and the slowdown that makes it the device: printed and returned. */
async function calibrate(device: Device) {
  const benchmarkIndex = await measureBenchmarkIndex();
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex, device);
  console.log(
    `benchmarkIndex ${benchmarkIndex} ÷ ${DEVICES[device].benchmarkIndex}: ${cpuSlowdown}× CPU`,
  );
  return { benchmarkIndex, cpuSlowdown };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      device: { type: 'string', default: 'low' },
      firm: { type: 'string', default: 'as it is' },
      site: { type: 'string' },
      pages: { type: 'string' },
      runs: { type: 'string', default: '3' },
      out: { type: 'string' },
    },
  });
  const { site, firm } = values;
  const device = values.device as Device;
  if (!Object.hasOwn(DEVICES, device))
    throw new Error(`--device ${device}: want ${Object.keys(DEVICES).join(' or ')}`);
  if (firm !== 'large' && firm !== 'as it is') throw new Error(`--firm ${firm}: want large`);
  // Another site's built files (a peer's dist/): its home page unless --pages names others.
  const pages = values.pages?.split(',') ?? (site ? ['/'] : PAGES);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: want a whole number ≥ 1`);
  // A sample of pages or another site prints only, unless --out says where to write.
  const out =
    values.out ?? (values.pages || site ? undefined : path.join(ROOT, 'bench/results.json'));
  const dist = path.resolve(site ?? path.join(ROOT, SITE));
  ensureChromium();
  if (!values['no-build'] && !site) {
    // The bench sends no message: the outbox's keys only satisfy the build's key check.
    const outbox = outboxEnv('bench', `http://127.0.0.1:${PORTS.outbox}`);
    const content = benchContent();
    if (firm === 'large') growFirm(content);
    const env = { ...outbox, SITE_DRAFTS: '1', SITE_OUT_DIR: SITE, SITE_CONTENT: content };
    const built = runNode('scripts/build/build.ts', [], env) === 0;
    rmSync(path.dirname(content), { recursive: true, force: true });
    // The build generated the copy's texts and data modules: the firm's own again.
    runNode('scripts/content/content.ts');
    if (!built) throw new Error('The build failed.');
  }

  // Served as production does, by Cloudflare Pages' runtime (scripts/serve/site.ts), on a free port,
  // its answers replayed (./replay.ts): the runs measure the browser, not the local runtime's work.
  const host = await startSite({ port: 0, root: dist });
  const replay = await replaying(host.url);
  const origin = replay.url;
  const results: Record<string, { median: Numbers; calibration: object; runs: object[] }> = {};
  let lighthouseVersion = '';
  let firstTaps: (FirstTap & { cpuSlowdown: number })[] = [];
  try {
    // Not counted: the first Chromium start after a build is cold, and slowed the first page.
    await lighthouseRun(origin + pages[0], device).catch(() => {});
    // Probed again before each page (the first taps' factor, and what the page's runs met): a
    // machine's speed changes with what else runs on it.
    for (const page of pages) {
      await tried(origin + page, () => warm(origin + page));
      const calibration = await calibrate(device);
      const pageRuns = [];
      for (let i = 1; i <= runs; i += 1) {
        const lhr = await tried(origin + page, () => lighthouseRun(origin + page, device));
        lighthouseVersion = lhr.lighthouseVersion;
        pageRuns.push(summarise(lhr, dist));
        console.log(`${page} ${i}/${runs}`, JSON.stringify(pageRuns.at(-1)));
      }
      const median = medians(pageRuns);
      // Lighthouse does not act; the app starts on a visitor's first act, and counts (0007).
      if (!site) {
        const scripts = await tried(origin + page, () => scriptsOnAct(origin + page));
        median.jsKB = Math.max(median.jsKB!, kB(dist, scripts));
      }
      results[page] = { calibration, median, runs: pageRuns };
    }
    // A peer's site has no menu or FAQ of ours to tap.
    if (!site) {
      console.log('First taps…');
      const { cpuSlowdown } = await calibrate(device);
      const taps = await measureFirstTaps({
        baseUrl: origin,
        runs,
        cpuSlowdown,
        faqPath: FAQ_PAGE,
      });
      firstTaps = taps.map((tap) => ({ ...tap, cpuSlowdown, firstTapMs: median(tap.runsMs) }));
    }
  } finally {
    await replay.close();
    await host.close();
  }

  const pageMedians = Object.fromEntries(Object.entries(results).map(([p, r]) => [p, r.median]));
  console.log(
    `\nMedians of ${runs} run(s) as a ${DEVICES[device].name}, Lighthouse ${lighthouseVersion}, kB = 1000 bytes gzip:`,
  );
  console.table(pageMedians);
  console.table(firstTaps, ['target', 'delayMs', 'firstTapMs']);
  const missed = missedBudgets(pageMedians, firstTaps);
  const budgets = Object.entries(BUDGETS).map(([key, budget]) => `${key} ${budget.join(' ')}`);
  console.log(`Budgets: ${budgets.join(', ')}`);
  console.log(missed.length ? `Missed:\n  ${missed.join('\n  ')}` : 'Every budget met.');
  if (out) {
    const report = {
      date: new Date(),
      site: site ?? SITE,
      firm,
      device: { class: device, ...DEVICES[device] },
      lighthouseVersion,
      chromium: execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim(),
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      runs,
      budgets: BUDGETS,
      missed,
      pages: results,
      firstTaps,
    };
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), out)}.`);
  }
  return missed.length === 0;
}

if (isMain(import.meta)) process.exitCode = (await main()) ? 0 : 1;
