// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import * as bench from '../../scripts/bench/bench.ts';
import { loadContent } from '../../scripts/content/load.ts';

// What `npm run bench` (scripts/bench/bench.ts) computes itself from Lighthouse's results.

it('takes the middle value, or the mean of the two middle ones, of each metric on its own', () => {
  expect(bench.median([3, 1, 2])).toBe(2);
  expect(bench.median([40, 10, 30, 20])).toBe(25);
  const runs = [
    { lcpMs: 900, tbtMs: 80 },
    { lcpMs: 1300, tbtMs: 0 },
    { lcpMs: 1000, tbtMs: 10 },
  ];
  expect(bench.medians(runs)).toEqual({ lcpMs: 1000, tbtMs: 10 });
});

it('counts the first visit’s scripts from dist/, gzipped, in kB of 1000 bytes', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
  const app = 'export const pages = ["/", "/about"];\n'.repeat(4000);
  const boot = Array.from({ length: 600 }, (_, i) => ((i * 7919) % 10007).toString(36)).join();
  writeFileSync(path.join(dist, 'app.js'), app);
  writeFileSync(path.join(dist, 'boot.js'), boot);
  const request = (file: string, resourceType: string) => ({
    url: `http://127.0.0.1:1234/${file}?v=1`,
    resourceType,
  });
  const lhr = {
    categories: { performance: { score: 0.975 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1049.6 },
      'cumulative-layout-shift': { numericValue: 0.00012 },
      'total-blocking-time': { numericValue: 12.4 },
      'network-requests': {
        details: {
          items: [
            request('', 'Document'),
            request('app.js', 'Script'),
            request('boot.js', 'Script'),
            request('missing.css', 'Stylesheet'),
          ],
        },
      },
    },
    environment: { benchmarkIndex: 2491.7 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 9.4 } },
  };
  const gzipped = gzipSync(app).length + gzipSync(boot).length;
  expect(bench.summarise(lhr, dist)).toEqual({
    performance: 98,
    lcpMs: 1050,
    cls: 0.0001,
    tbtMs: 12,
    jsKB: Math.round(gzipped / 100) / 10,
    benchmarkIndex: 2492,
    cpuSlowdown: 9.4,
  });
});

it('slows the CPU to the phone asked for: this machine’s benchmarkIndex over the phone’s', () => {
  const { low, mid } = bench.DEVICES;
  // The same phone on a fast machine and on one a third as fast: a third of the slowdown.
  expect(bench.cpuSlowdownFor(low.benchmarkIndex * 12, 'low')).toBe(12);
  expect(bench.cpuSlowdownFor(low.benchmarkIndex * 4, 'low')).toBe(4);
  expect(bench.cpuSlowdownFor(mid.benchmarkIndex * 2.5, 'mid')).toBe(2.5);
  expect(bench.cpuSlowdownFor(3000, 'low')).toBeGreaterThan(bench.cpuSlowdownFor(3000, 'mid'));
  // A machine slower than the phone is measured as it is, never sped up.
  expect(bench.cpuSlowdownFor(low.benchmarkIndex / 2, 'low')).toBe(1);
});

it('slows each Lighthouse run by its own benchmarkIndex, in the settings it gathered with and audits with', () => {
  const settings = () => ({ throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 } });
  const gathered = (BenchmarkIndex: number) => ({
    artifacts: { BenchmarkIndex, settings: settings() },
    runnerOptions: { resolvedConfig: { settings: settings() } },
  });
  for (const [index, device] of [
    [2640, 'low'],
    [1848, 'low'],
    [3000, 'mid'],
  ] as const) {
    const run = bench.calibrateRun(gathered(index), device);
    const expected = { rttMs: 150, cpuSlowdownMultiplier: bench.cpuSlowdownFor(index, device) };
    expect(run.artifacts.settings.throttling).toEqual(expected);
    expect(run.runnerOptions.resolvedConfig.settings.throttling).toEqual(expected);
  }
  expect(
    bench.calibrateRun(gathered(1848), 'low').artifacts.settings.throttling.cpuSlowdownMultiplier,
  ).toBe(7);
});

it('names each median outside its budget, and only those', () => {
  const budgets = Object.entries(bench.BUDGETS) as [string, [string, number]][];
  const values = (past: number) =>
    Object.fromEntries(
      budgets.map(([key, [sign, limit]]) => [key, sign === '≥' ? limit - past : limit + past]),
    );
  const tap = (values: Record<string, number>) => ({
    target: 'menu',
    delayMs: 200,
    firstTapMs: values.firstTapMs!,
  });
  const [onBudget, over] = [values(0), values(0.001)];
  expect(bench.missedBudgets({ '/': onBudget }, [tap(onBudget)])).toEqual([]);
  const missed = bench.missedBudgets({ '/': onBudget, '/about': over }, [tap(over)]);
  expect(missed.filter((line) => line.startsWith('/about: '))).toHaveLength(budgets.length);
  expect(missed.filter((line) => line.startsWith('first tap on the menu'))).toHaveLength(1);
  expect(missed).toContain(`/about: lcpMs ${over.lcpMs}, budget ${bench.BUDGETS.lcpMs.join(' ')}`);
  // A search page also loads Pagefind: every budget but the JavaScript one.
  const search = { ...onBudget, jsKB: over.jsKB };
  expect(bench.missedBudgets({ '/ja/search?q=x': search }, [])).toEqual([]);
});

it('measures an article of 2,000 words or more, a valid entry of the content', () => {
  const { articles } = loadContent(bench.benchContent(), { drafts: true });
  const long = articles.find((article) => article.slug === 'bench-long-article');
  const text = long?.texts.en?.body.replace(/<[^>]+>/g, ' ') ?? '';
  expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(bench.LONG_ARTICLE_WORDS);
});
