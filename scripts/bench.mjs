#!/usr/bin/env node
// `npm run bench [-- --no-build] [--runs N] [--routes /,/about] [--404] [--out FILE] [--lhr-dir DIR]`
//
// Builds the site (`npm run build`), copies dist/ to a private folder (a concurrent rebuild cannot change
// the files under test), serves the copy with the static host of scripts/serve.mjs on a free loopback
// port, and runs Lighthouse (mobile default config: simulated throttling, Moto G Power emulation) on
// every public route, one run at a time, each run in a fresh Debian Chromium. Prints the medians per
// route against the targets of issue 4, the failing audits of every category under 100 on '/', and
// writes bench/results.json. See bench/README.md for how to read the results.
//
// Exit code: 0 when every run completed, whether or not the targets were met (this is a report);
// 1 when Lighthouse could not run (Chromium missing, a run that failed twice, a runtime error);
// 2 on bad flags; the build's exit code when the build fails.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, ROOT, bin, formatDuration, parseFlags, run } from './env.mjs';
import { startStaticServer } from './serve.mjs';
import { TAP_BUDGET_MS, formatFirstTaps, measureFirstTaps } from './first-tap.mjs';

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 4's targets. `totalKB` applies to '/' only; `jsKB` is item 4's first-visit budget. */
export const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  totalKB: { '/': 250 },
  jsKB: 130,
};

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Runs per route when --runs is not given: see runsPerRoute. */
export const DEFAULT_RUNS = 3;

/** An unknown path: the static host answers it with 404.html and status 404 (`--404`). */
export const NOT_FOUND_ROUTE = '/404-check';

const KB = 1024;
/** Audit modes whose score means pass/fail (not informative, manual or not applicable). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

// ---------------------------------------------------------------------------------------------
// Pure helpers (tests/unit/bench.test.ts)
// ---------------------------------------------------------------------------------------------

/** The median of the numbers (nulls ignored); the mean of the two middle values for an even count. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (sorted.length === 0) return null;
  sorted.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 10 ** digits) / 10 ** digits
    : null;

/** The site paths listed in a sitemap, in its order, without duplicates. */
export function pathsFromSitemap(xml) {
  const paths = [];
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    let pathname;
    try {
      pathname = new URL(loc.replace(/&amp;/g, '&')).pathname;
    } catch {
      continue;
    }
    // A language's home page keeps its slash ('/ja/'), as its canonical URL does.
    const normalized = /^\/[a-z]{2}\/$/.test(pathname)
      ? pathname
      : pathname.replace(/(.)\/+$/, '$1');
    if (!paths.includes(normalized)) paths.push(normalized);
  }
  return paths;
}

/** Whether an HTML file is one of the build's meta-refresh redirect pages. */
export const isRedirectPage = (html) => /http-equiv=["']?refresh/i.test(html);

/**
 * How many runs each route gets: `--runs N` gives every route N; otherwise DEFAULT_RUNS.
 * @param {string[]} routes
 * @param {number | undefined} runsFlag
 * @returns {Map<string, number>}
 */
export function runsPerRoute(routes, runsFlag) {
  return new Map(routes.map((route) => [route, runsFlag ?? DEFAULT_RUNS]));
}

/** Transferred bytes of the whole load and of its scripts, from resource-summary or network-requests. */
export function transferredBytes(lhr) {
  const summary = lhr.audits?.['resource-summary']?.details?.items;
  if (Array.isArray(summary) && summary.length > 0) {
    const of = (type) => summary.find((item) => item.resourceType === type);
    return {
      total: of('total')?.transferSize ?? null,
      script: of('script')?.transferSize ?? 0,
      requests: of('total')?.requestCount ?? null,
    };
  }
  const requests = lhr.audits?.['network-requests']?.details?.items;
  if (!Array.isArray(requests)) return { total: null, script: null, requests: null };
  const sum = (items) => items.reduce((acc, item) => acc + (item.transferSize ?? 0), 0);
  return {
    total: sum(requests),
    script: sum(requests.filter((item) => item.resourceType === 'Script')),
    requests: requests.length,
  };
}

/** The LCP element's selector, from the largest-contentful-paint-element audit. */
export function lcpElement(lhr) {
  const details = lhr.audits?.['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? (details.items ?? []) : [details];
  for (const table of tables) {
    for (const item of table?.items ?? []) {
      if (item?.node?.type === 'node') return item.node.selector ?? item.node.snippet ?? null;
    }
  }
  return null;
}

/** The numbers of one Lighthouse result. */
export function summariseRun(lhr) {
  const score = (id) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const bytes = transferredBytes(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: round(metric('first-contentful-paint')),
    lcpMs: round(metric('largest-contentful-paint')),
    tbtMs: round(metric('total-blocking-time')),
    cls: round(metric('cumulative-layout-shift'), 4),
    siMs: round(metric('speed-index')),
    totalKB: bytes.total === null ? null : round(bytes.total / KB, 1),
    jsKB: bytes.script === null ? null : round(bytes.script / KB, 1),
    requests: bytes.requests,
    lcpElement: lcpElement(lhr),
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
  };
}

const MEDIAN_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'siMs',
  'totalKB',
  'jsKB',
  'requests',
];

/** The median of each number over the runs of a route (each metric on its own). */
export function medianOfRuns(runs) {
  const result = {};
  for (const key of MEDIAN_KEYS) {
    const value = median(runs.map((r) => r[key]));
    result[key] = key === 'cls' ? round(value, 4) : round(value, key.endsWith('KB') ? 1 : 0);
  }
  return result;
}

/**
 * Each median against the targets: true (met), false (missed), null (no value, or no target here).
 * @param {ReturnType<typeof medianOfRuns>} values
 * @param {string} route
 */
export function checkTargets(values, route, targets = TARGETS) {
  const atLeast = (value, target) => (value === null ? null : value >= target);
  const atMost = (value, target) =>
    value === null || target === undefined ? null : value <= target;
  return {
    performance: atLeast(values.performance, targets.performance),
    accessibility: atLeast(values.accessibility, targets.accessibility),
    bestPractices: atLeast(values.bestPractices, targets.bestPractices),
    seo: atLeast(values.seo, targets.seo),
    lcpMs: atMost(values.lcpMs, targets.lcpMs),
    tbtMs: atMost(values.tbtMs, targets.tbtMs),
    cls: atMost(values.cls, targets.cls),
    totalKB: atMost(values.totalKB, targets.totalKB[route]),
    jsKB: atMost(values.jsKB, targets.jsKB),
  };
}

/** Up to `max` short lines naming what an audit flagged: elements, URLs, messages. */
export function auditDetails(audit, origin = '', max = 5) {
  const details = audit?.details;
  if (!details) return [];
  const items =
    details.type === 'list'
      ? (details.items ?? []).flatMap((table) => table?.items ?? [])
      : (details.items ?? []);
  const local = (url) => (origin && typeof url === 'string' ? url.replace(origin, '') : url);
  const lines = [];
  for (const item of items) {
    if (lines.length >= max) break;
    if (!item || typeof item !== 'object') continue;
    const node = item.node?.type === 'node' ? item.node : null;
    let line;
    if (node) {
      const why = String(node.explanation ?? '')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(1, 2)
        .join(' ');
      line = `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
      if (typeof item.score === 'number') line += ` (shift ${item.score.toFixed(3)})`;
      const causes = (item.subItems?.items ?? []).map((sub) => sub?.cause).filter(Boolean);
      if (causes.length > 0) line += ` — ${causes.join('; ')}`;
      if (why) line += ` — ${why}`;
    } else if (typeof item.url === 'string') {
      const extra = [
        typeof item.wastedBytes === 'number' ? `${round(item.wastedBytes / KB, 1)} KB to save` : '',
        typeof item.wastedMs === 'number' ? `${round(item.wastedMs)} ms to save` : '',
      ]
        .filter(Boolean)
        .join(', ');
      line = `${local(item.url)}${extra ? ` (${extra})` : ''}`;
    } else if (typeof item.phase === 'string' && typeof item.timing === 'number') {
      line = `${item.phase} ${round(item.timing)} ms (${item.percent ?? '?'})`;
    } else if (typeof item.description === 'string') {
      line = item.description;
    } else if (item.source?.type === 'source-location') {
      line = `${local(item.source.url)}:${item.source.line}`;
    } else if (typeof item.href === 'string' || typeof item.text === 'string') {
      line = `${item.href ?? ''} "${item.text ?? ''}"`.trim();
    } else if (typeof item.label === 'string') {
      line = item.label;
    }
    if (line && origin) line = line.replaceAll(origin, '');
    if (line) lines.push(line.length > 240 ? `${line.slice(0, 237)}…` : line);
  }
  return lines;
}

/**
 * Audits scored below 1 in at least one run, for each category whose median score is under 100.
 * Hidden audits (internal data, insights duplicated by the classic audits) are left out.
 * @param {any[]} lhrs the runs of one route
 */
export function failingAudits(lhrs, origin = '') {
  if (lhrs.length === 0) return [];
  /** @type {any[]} */
  const failing = [];
  for (const categoryId of CATEGORY_IDS) {
    const category = lhrs[0].categories?.[categoryId];
    if (!category) continue;
    const medianScore = median(
      lhrs.map((lhr) => lhr.categories?.[categoryId]?.score).map((s) => round(s * 100)),
    );
    if (medianScore === null || medianScore >= 100) continue;
    for (const ref of category.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      const failed = lhrs
        .map((lhr) => lhr.audits?.[ref.id])
        .filter(
          (audit) =>
            audit && SCORED_MODES.has(audit.scoreDisplayMode) && typeof audit.score === 'number',
        )
        .filter((audit) => audit.score < 1);
      if (failed.length === 0) continue;
      const worst = failed.reduce((a, b) => (b.score < a.score ? b : a));
      failing.push({
        category: categoryId,
        id: ref.id,
        title: worst.title,
        weight: ref.weight ?? 0,
        failedRuns: failed.length,
        runs: lhrs.length,
        worstScore: worst.score,
        displayValue: worst.displayValue ?? null,
        details: auditDetails(worst, origin),
      });
    }
  }
  return failing.sort(
    (a, b) =>
      CATEGORY_IDS.indexOf(a.category) - CATEGORY_IDS.indexOf(b.category) ||
      b.weight - a.weight ||
      b.failedRuns - a.failedRuns ||
      a.worstScore - b.worstScore,
  );
}

/**
 * Runs that shared the CPU with other work: Lighthouse's benchmarkIndex (its own CPU speed probe) under
 * `share` of the fastest run of the bench. Their TBT, and so their performance score, are inflated.
 * @param {{ route: string, benchmarkIndex: number | null }[]} runs
 */
export function contendedRuns(runs, share = 0.75) {
  const best = Math.max(0, ...runs.map((r) => r.benchmarkIndex ?? 0));
  return {
    best,
    contended: runs.filter((r) => r.benchmarkIndex !== null && r.benchmarkIndex < best * share),
  };
}

const MARK = { true: '✔', false: '✘', null: ' ' };

/** The per-route table: medians, each with ✔/✘ against its target. */
export function formatTable(routes) {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'All KB',
    'JS KB',
    'Runs',
  ];
  const cell = (text, ok) => (text === null ? '–' : `${text} ${MARK[String(ok ?? null)]}`);
  const rows = Object.entries(routes).map(([route, { median: m, checks: c, runs }]) => [
    route,
    cell(m.performance, c.performance),
    cell(m.accessibility, c.accessibility),
    cell(m.bestPractices, c.bestPractices),
    cell(m.seo, c.seo),
    cell(m.lcpMs === null ? null : (m.lcpMs / 1000).toFixed(2), c.lcpMs),
    cell(m.tbtMs, c.tbtMs),
    cell(
      m.cls === null ? null : m.cls === 0 ? '0' : m.cls < 0.001 ? '<0.001' : m.cls.toFixed(3),
      c.cls,
    ),
    cell(m.totalKB === null ? null : m.totalKB.toFixed(1), c.totalKB),
    cell(m.jsKB === null ? null : m.jsKB.toFixed(1), c.jsKB),
    String(runs.length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i])))
      .join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Which targets were missed, grouped by metric: `LCP ≤ 1.2 s: 17/17 routes` or the routes by name. */
export function formatMissed(routes) {
  const names = {
    performance: 'performance 100',
    accessibility: 'accessibility 100',
    bestPractices: 'best-practices 100',
    seo: 'SEO 100',
    lcpMs: 'LCP ≤ 1.2 s',
    tbtMs: 'TBT ≤ 50 ms',
    cls: 'CLS 0',
    totalKB: 'all bytes of / ≤ 250 KB',
    jsKB: 'JS ≤ 130 KB',
  };
  const entries = Object.entries(routes);
  const lines = [];
  for (const [key, name] of Object.entries(names)) {
    const missed = entries.filter(([, r]) => r.checks[key] === false).map(([route]) => route);
    const checked = entries.filter(([, r]) => r.checks[key] !== null).length;
    if (missed.length === 0) continue;
    const where =
      missed.length === checked && checked > 3
        ? `all ${checked} routes`
        : `${missed.length}/${checked}: ${missed.join(', ')}`;
    lines.push(`  ✘ ${name} — missed on ${where}`);
  }
  return lines.length === 0 ? 'Every target met.' : `Targets missed:\n${lines.join('\n')}`;
}

/** The failing audits as indented text. */
export function formatFailingAudits(failing) {
  if (failing.length === 0) return '  (none)';
  const out = [];
  let category = '';
  for (const audit of failing) {
    if (audit.category !== category) {
      category = audit.category;
      out.push(`  ${category}`);
    }
    const score = Math.round(audit.worstScore * 100) / 100;
    const value = audit.displayValue ? `, ${audit.displayValue}` : '';
    out.push(
      `    ✘ ${audit.id}: ${audit.title} (weight ${audit.weight}; failed ${audit.failedRuns}/${audit.runs} runs; worst run: score ${score}${value})`,
    );
    for (const detail of audit.details) out.push(`        · ${detail}`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------------

const USAGE = `Usage: npm run bench [-- options]
  --no-build        use the dist/ that is already there
  --dist DIR        measure another build folder (implies --no-build)
  --runs N          Lighthouse runs per route (default ${DEFAULT_RUNS})
  --routes /,/about only these paths (default: every <loc> of dist/sitemap.xml)
  --404             also measure ${NOT_FOUND_ROUTE} (an unknown path: 404.html with status 404)
  --out FILE        where to write the results (default bench/results.json; with --routes or
                    --dist, nothing is written unless --out is given)
  --lhr-dir DIR     also keep every full Lighthouse result (JSON) in DIR`;

/**
 * The language pages measured by default beside every English route (issue 18): each language's
 * home page, a text page and a detail page. All 51 would take half an hour; these pages differ
 * from their English ones only in their texts and, in Burmese, the font they carry.
 */
export const LANGUAGE_SAMPLE = [
  '/ja/',
  '/ja/about',
  '/ja/expertise/foreign-direct-investment',
  '/my/',
  '/my/about',
  '/my/expertise/foreign-direct-investment',
];

/** The sitemap's English paths, then the language sample: the default routes. */
export function defaultRoutes(sitemapPaths) {
  const english = sitemapPaths.filter((route) => !/^\/(ja|my)(\/|$)/.test(route));
  return [...english, ...LANGUAGE_SAMPLE.filter((route) => sitemapPaths.includes(route))];
}

/** The routes to measure: the sitemap's (defaultRoutes), else every prerendered index.html but redirects. */
async function discoverRoutes(dist) {
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8').catch(() => null);
  if (sitemap) {
    const paths = pathsFromSitemap(sitemap);
    if (paths.length > 0) return defaultRoutes(paths);
  }
  const found = [];
  async function walk(dir, prefix) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') {
        await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        const html = await readFile(path.join(dir, entry.name), 'utf8');
        if (!isRedirectPage(html)) found.push(prefix || '/');
      }
    }
  }
  await walk(dist, '');
  return found.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

function fail(message, code = 1) {
  console.error(`\n${message}`);
  process.exit(code);
}

async function main() {
  const { flags, rest } = parseFlags(process.argv.slice(2), [
    'no-build',
    'dist',
    'runs',
    'routes',
    '404',
    'out',
    'lhr-dir',
    'help',
  ]);
  if (flags.help) return console.log(USAGE);
  if (rest.length > 0) fail(`Unknown argument: ${rest.join(' ')}\n\n${USAGE}`, 2);
  const runsFlag = flags.runs === undefined ? undefined : Number(flags.runs);
  if (runsFlag !== undefined && !(Number.isInteger(runsFlag) && runsFlag >= 1))
    fail(`--runs wants a whole number ≥ 1, not ${flags.runs}`, 2);
  const routesFlag =
    typeof flags.routes === 'string'
      ? flags.routes
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean)
          .map((r) => (r.startsWith('/') ? r : `/${r}`))
      : null;
  if (flags.routes !== undefined && !routesFlag?.length)
    fail('--routes wants a comma-separated list of paths, e.g. --routes /,/about', 2);
  const outFile =
    typeof flags.out === 'string'
      ? path.resolve(flags.out)
      : routesFlag || typeof flags.dist === 'string'
        ? null
        : path.join(ROOT, 'bench', 'results.json');
  const lhrDir = typeof flags['lhr-dir'] === 'string' ? path.resolve(flags['lhr-dir']) : null;

  const { ensureChromium } = await import('./ensure-chromium.mjs');
  let chromePath;
  try {
    chromePath = await ensureChromium();
  } catch (error) {
    fail(error.message);
  }
  let lighthouse, chromeLauncher, lighthouseVersion;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
    lighthouseVersion = JSON.parse(
      await readFile(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
    ).version;
  } catch (error) {
    fail(`Could not load Lighthouse (npm install?): ${error.message}`);
  }

  const started = Date.now();
  const distFlag = typeof flags.dist === 'string' ? path.resolve(flags.dist) : null;
  if (!flags['no-build'] && !distFlag) {
    console.log('\n▶ npm run build');
    const code = await run(bin('npm'), ['run', 'build']);
    if (code !== 0) fail(`The build failed (exit code ${code}).`, code);
  }

  // A private copy: another build writing dist/ during the bench cannot change what is measured.
  const dist = distFlag ?? path.join(ROOT, 'dist');
  const served = await mkdtemp(path.join(os.tmpdir(), 'bench-dist-'));
  try {
    await cp(dist, served, { recursive: true });
  } catch (error) {
    await rm(served, { recursive: true, force: true });
    fail(`Could not read dist/ (${error.message}): build the site first, or drop --no-build.`);
  }

  const routes = routesFlag ?? (await discoverRoutes(served));
  if (flags['404'] && !routes.includes(NOT_FOUND_ROUTE)) routes.push(NOT_FOUND_ROUTE);
  const plan = runsPerRoute(routes, runsFlag);
  const totalRuns = [...plan.values()].reduce((a, b) => a + b, 0);

  const server = await startStaticServer({ root: served, port: 0, host: '127.0.0.1' });
  if (lhrDir) await mkdir(lhrDir, { recursive: true });
  console.log(
    `\n▶ Lighthouse ${lighthouseVersion}, mobile, ${routes.length} routes, ${totalRuns} runs, ` +
      `${server.url} (dist/ copied to ${served})`,
  );

  let chromiumVersion = null;
  /** @type {Awaited<ReturnType<typeof measureFirstTaps>>} */
  let firstTaps = [];
  /** @type {Record<string, any>} */
  const results = {};
  /** @type {Map<string, any[]>} */
  let errors = 0;
  let done = 0;
  let interrupted = false;
  /** @type {{ kill: () => unknown } | null} */
  let chrome = null;
  const onSignal = () => {
    interrupted = true;
    chrome?.kill();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  /** One Lighthouse run in a fresh Chromium. */
  async function lighthouseRun(url, expectStatus404) {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      // The full version (the user agent says only 156.0.0.0).
      chromiumVersion ??= await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
        .then((response) => response.json())
        .then((info) => /\/([\d.]+)$/.exec(info.Browser ?? '')?.[1] ?? null)
        .catch(() => null);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORY_IDS,
        ignoreStatusCode: expectStatus404,
      });
      if (!result?.lhr) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError)
        throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    } finally {
      await Promise.resolve(chrome.kill()).catch(() => {});
      chrome = null;
    }
  }

  try {
    // One run that counts for nothing: the first Chromium launch and the first reads of dist/
    // after the build are cold, and whichever route came first paid for it (LCP 1.40 s and a
    // long run on /about when it was first, where its later runs gave 1.08 s).
    if (routes.length > 0 && !interrupted) {
      const warmUpStarted = Date.now();
      await lighthouseRun(`${server.url}${routes[0]}`, routes[0] === NOT_FOUND_ROUTE).catch(
        () => null,
      );
      console.log(
        `  warm-up run on ${routes[0]} (not counted): ${round((Date.now() - warmUpStarted) / 1000, 1)} s`,
      );
    }
    for (const route of routes) {
      const count = plan.get(route) ?? DEFAULT_RUNS;
      const url = `${server.url}${route}`;
      const runs = [];
      const lhrs = [];
      for (let i = 1; i <= count && !interrupted; i += 1) {
        done += 1;
        const runStarted = Date.now();
        let lhr = null;
        for (let attempt = 1; attempt <= 2 && !lhr && !interrupted; attempt += 1) {
          try {
            lhr = await lighthouseRun(url, route === NOT_FOUND_ROUTE);
          } catch (error) {
            console.error(
              `  ✘ ${route} run ${i}: Lighthouse failed (attempt ${attempt}/2): ${error.message}`,
            );
          }
        }
        if (!lhr) {
          errors += 1;
          continue;
        }
        const summary = {
          ...summariseRun(lhr),
          loadAverage: round(os.loadavg()[0], 2),
          seconds: round((Date.now() - runStarted) / 1000, 1),
        };
        runs.push(summary);
        lhrs.push(lhr);
        if (lhrDir) {
          const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${i}.json`;
          await writeFile(path.join(lhrDir, name), JSON.stringify(lhr));
        }
        console.log(
          `  [${String(done).padStart(String(totalRuns).length)}/${totalRuns}] ${route} ${i}/${count}: ` +
            `perf ${summary.performance} a11y ${summary.accessibility} bp ${summary.bestPractices} ` +
            `seo ${summary.seo} · LCP ${((summary.lcpMs ?? 0) / 1000).toFixed(2)} s · TBT ${summary.tbtMs} ms · ` +
            `CLS ${summary.cls} · ${summary.totalKB} KB · ${summary.seconds} s (load ${summary.loadAverage}, ` +
            `benchmarkIndex ${summary.benchmarkIndex})`,
        );
      }
      if (runs.length === 0) continue;
      const values = medianOfRuns(runs);
      results[route] = {
        median: values,
        checks: checkTargets(values, route),
        ...(route === NOT_FOUND_ROUTE
          ? { note: 'Unknown path: status 404 by design, so SEO http-status-code fails.' }
          : {}),
        failingAudits: failingAudits(lhrs, server.url),
        runs,
      };
    }
    if (!interrupted) {
      console.log(`\n▶ First taps: the menu and a FAQ answer at load + 200 ms, 1.5 s and 5 s`);
      firstTaps = await measureFirstTaps({
        baseUrl: server.url,
        chromiumPath: chromePath,
        runs: runsFlag ?? DEFAULT_RUNS,
        median,
      });
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.close();
    await rm(served, { recursive: true, force: true });
  }
  if (interrupted) fail('Interrupted: nothing written.', 130);
  if (Object.keys(results).length === 0)
    fail(`Lighthouse produced no result (${errors} failed run(s)): see the errors above.`);

  console.log(`\nMedians per route (targets: scores 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0,`);
  console.log(`all bytes of / ≤ 250 KB, JS ≤ 130 KB; KB = 1024 bytes as transferred, brotli)\n`);
  console.log(formatTable(results));

  console.log(`\n${formatMissed(results)}`);
  if (firstTaps.length > 0) console.log(`\n${formatFirstTaps(firstTaps)}`);

  const allRuns = Object.entries(results).flatMap(([route, { runs }]) =>
    runs.map((r) => ({ route, benchmarkIndex: r.benchmarkIndex })),
  );
  const { best, contended } = contendedRuns(allRuns);
  if (contended.length > 0) {
    const routesHit = [...new Set(contended.map((r) => r.route))];
    console.log(
      `\n⚠ ${contended.length}/${allRuns.length} runs measured a CPU under 75% of the fastest run ` +
        `(Lighthouse benchmarkIndex < ${Math.round(best * 0.75)}; best ${best}): other processes were ` +
        `using the CPU, so their TBT and performance scores are inflated. Affected: ` +
        `${routesHit.join(', ')}. Rerun on an idle machine before reading TBT.`,
    );
  }

  for (const [route, { failingAudits: failing }] of Object.entries(results)) {
    if (route === '/') {
      console.log(`\nFailing audits on / (categories under 100; score < 1 in any run):`);
      console.log(formatFailingAudits(failing));
    } else if (failing.length > 0) {
      const ids = failing.map((a) => `${a.id} ${a.failedRuns}/${a.runs}`).join(', ');
      console.log(`\nFailing audits on ${route}: ${ids}`);
    }
  }

  if (outFile) {
    const report = {
      date: new Date().toISOString(),
      lighthouseVersion,
      chromiumVersion,
      runs: runsFlag ?? DEFAULT_RUNS,
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      firstTap: { budgetMs: TAP_BUDGET_MS, throttlingMethod: 'devtools', results: firstTaps },
      warmUpRuns: 1,
      chromeFlags: CHROME_FLAGS,
      machine: {
        cpus: os.cpus().length,
        loadAverageAtEnd: round(os.loadavg()[0], 2),
        benchmarkIndex: {
          min: Math.min(...allRuns.map((r) => r.benchmarkIndex ?? Infinity)),
          median: median(allRuns.map((r) => r.benchmarkIndex)),
          max: best,
        },
        contendedRuns: contended.length,
      },
      targets: TARGETS,
      durationSeconds: round((Date.now() - started) / 1000),
      routes: results,
    };
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(process.cwd(), outFile) || outFile}.`);
  }
  console.log(`Done in ${formatDuration(Date.now() - started)}.`);
  if (errors > 0) fail(`${errors} Lighthouse run(s) failed: see the errors above.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => fail(`bench failed: ${error.stack ?? error}`));
}
