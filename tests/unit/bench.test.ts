// @vitest-environment node
import { describe, expect, it } from 'vitest';

// The summariser of `npm run bench` (scripts/bench.mjs), on hand-made Lighthouse results.

interface Summary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  totalKB: number | null;
  jsKB: number | null;
  requests: number | null;
  lcpElement?: string | null;
}
type Checks = Record<string, boolean | null>;
interface FailingAudit {
  category: string;
  id: string;
  title: string;
  weight: number;
  failedRuns: number;
  runs: number;
  worstScore: number;
  displayValue: string | null;
  details: string[];
}
interface BenchModule {
  median: (values: (number | null)[]) => number | null;
  pathsFromSitemap: (xml: string) => string[];
  defaultRoutes: (sitemapPaths: string[]) => string[];
  LANGUAGE_SAMPLE: string[];
  isRedirectPage: (html: string) => boolean;
  runsPerRoute: (routes: string[], runs?: number) => Map<string, number>;
  summariseRun: (lhr: unknown) => Summary;
  medianOfRuns: (runs: Summary[]) => Summary;
  checkTargets: (values: Summary, route: string) => Checks;
  failingAudits: (lhrs: unknown[], origin?: string) => FailingAudit[];
  formatTable: (
    routes: Record<string, { median: Summary; checks: Checks; runs: unknown[] }>,
  ) => string;
  formatMissed: (routes: Record<string, { checks: Checks }>) => string;
  contendedRuns: (runs: { route: string; benchmarkIndex: number | null }[]) => {
    best: number;
    contended: { route: string }[];
  };
  DEFAULT_RUNS: number;
}

// A plain .mjs script: imported by URL so the typecheck does not need declarations for it.
const bench = (await import(
  /* @vite-ignore */ new URL('../../scripts/bench.mjs', import.meta.url).href
)) as BenchModule;

const category = (
  score: number,
  auditRefs: { id: string; weight: number; group?: string }[] = [],
) => ({
  score,
  auditRefs,
});

function fakeLhr({
  performance = 1,
  accessibility = 1,
  lcp = 900,
  tbt = 10,
  cls = 0,
  total = 200 * 1024,
  script = 100 * 1024,
  contrastScore = 1,
}: Partial<{
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  total: number;
  script: number;
  contrastScore: number;
}> = {}) {
  return {
    categories: {
      performance: category(performance, [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'network-requests', weight: 0, group: 'hidden' },
      ]),
      accessibility: category(accessibility, [
        { id: 'color-contrast', weight: 7, group: 'a11y-color-contrast' },
      ]),
      'best-practices': category(1),
      seo: category(1),
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': {
        numericValue: lcp,
        score: lcp <= 1200 ? 1 : 0.8,
        scoreDisplayMode: 'numeric',
        title: 'Largest Contentful Paint',
        displayValue: `${(lcp / 1000).toFixed(1)} s`,
      },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'speed-index': { numericValue: 1000 },
      'color-contrast': {
        score: contrastScore,
        scoreDisplayMode: 'binary',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        details: {
          type: 'table',
          items: [
            {
              node: {
                type: 'node',
                selector: 'footer > p.small',
                snippet: '<p class="small">',
                explanation:
                  'Fix any of the following:\n  Element has insufficient color contrast of 3.9',
              },
            },
          ],
        },
      },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', requestCount: 12, transferSize: total },
            { resourceType: 'script', requestCount: 5, transferSize: script },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [{ type: 'table', items: [{ node: { type: 'node', selector: 'main img' } }] }],
        },
      },
    },
    environment: { benchmarkIndex: 3000 },
  };
}

describe('bench summariser', () => {
  it('takes medians, ignoring missing values', () => {
    expect(bench.median([3, 1, 2])).toBe(2);
    expect(bench.median([4, 1, 3, 2])).toBe(2.5);
    expect(bench.median([null, 5])).toBe(5);
    expect(bench.median([])).toBeNull();
  });

  it('reads the routes from the sitemap and recognises redirect pages', () => {
    const xml = `<urlset><url><loc>https://example.com/</loc></url>
      <url><loc>https://example.com/about</loc></url><url><loc>https://example.com/about/</loc></url>
      <url><loc>https://example.com/expertise/employment</loc></url></urlset>`;
    expect(bench.pathsFromSitemap(xml)).toEqual(['/', '/about', '/expertise/employment']);
    expect(bench.isRedirectPage('<meta http-equiv="refresh" content="0; url=/x" />')).toBe(true);
    expect(bench.isRedirectPage('<meta name="description" content="refresh" />')).toBe(false);
  });

  it('measures every English route and a sample of the language pages, home pages with their slash', () => {
    const xml = ['/', '/about', '/ja/', '/ja/about', '/ja/contact', '/my/', '/my/about']
      .map((route) => `<url><loc>https://example.com${route}</loc></url>`)
      .join('');
    const routes = bench.defaultRoutes(bench.pathsFromSitemap(xml));
    expect(routes.slice(0, 2)).toEqual(['/', '/about']);
    expect(routes.slice(2)).toEqual(['/ja/', '/ja/about', '/my/', '/my/about']);
    expect(routes).not.toContain('/ja/contact');
    expect(bench.LANGUAGE_SAMPLE.every((route) => /^\/(ja|my)\//.test(route))).toBe(true);
  });

  it('gives every route the same number of runs', () => {
    expect([...bench.runsPerRoute(['/', '/about']).values()]).toEqual([
      bench.DEFAULT_RUNS,
      bench.DEFAULT_RUNS,
    ]);
    expect([...bench.runsPerRoute(['/', '/about'], 1).values()]).toEqual([1, 1]);
  });

  it('summarises a run: scores 0–100, metrics, transferred KB, LCP element', () => {
    const run = bench.summariseRun(fakeLhr({ performance: 0.987, cls: 0.00012 }));
    expect(run).toMatchObject({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 900,
      tbtMs: 10,
      cls: 0.0001,
      totalKB: 200,
      jsKB: 100,
      requests: 12,
      lcpElement: 'main img',
    });
  });

  it('checks the median of each metric against the targets', () => {
    const runs = [
      bench.summariseRun(fakeLhr({ lcp: 1100 })),
      bench.summariseRun(fakeLhr({ lcp: 2600, tbt: 80 })),
      bench.summariseRun(fakeLhr({ lcp: 1150, total: 300 * 1024 })),
    ];
    const values = bench.medianOfRuns(runs);
    expect(values.lcpMs).toBe(1150);
    expect(values.tbtMs).toBe(10);
    expect(values.totalKB).toBe(200);
    expect(bench.checkTargets(values, '/')).toEqual({
      performance: true,
      accessibility: true,
      bestPractices: true,
      seo: true,
      lcpMs: true,
      tbtMs: true,
      cls: true,
      totalKB: true,
      jsKB: true,
    });
    // The byte target is for '/' only; CLS must be exactly 0.
    const shifted = bench.medianOfRuns([bench.summariseRun(fakeLhr({ cls: 0.002, total: 1e6 }))]);
    const checks = bench.checkTargets(shifted, '/about');
    expect(checks.totalKB).toBeNull();
    expect(checks.cls).toBe(false);
    expect(bench.checkTargets(shifted, '/').totalKB).toBe(false);
  });

  it('lists the failing audits of categories under 100, with the element to fix', () => {
    const lhrs = [
      fakeLhr({ accessibility: 0.96, contrastScore: 0 }),
      fakeLhr({ accessibility: 0.96, contrastScore: 0 }),
      fakeLhr({ accessibility: 1 }),
    ];
    const failing = bench.failingAudits(lhrs);
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({
      category: 'accessibility',
      id: 'color-contrast',
      failedRuns: 2,
      runs: 3,
      weight: 7,
    });
    expect(failing[0]?.details[0]).toContain('footer > p.small');
    expect(failing[0]?.details[0]).toContain('contrast of 3.9');
    // A category at 100 lists nothing, even when a metric audit is below 1.
    expect(bench.failingAudits([fakeLhr({ lcp: 3000 })])).toEqual([]);
  });

  it('prints a table with a mark per value', () => {
    const values = bench.medianOfRuns([bench.summariseRun(fakeLhr({ lcp: 2000 }))]);
    const table = bench.formatTable({
      '/': { median: values, checks: bench.checkTargets(values, '/'), runs: [{}] },
    });
    expect(table).toMatch(/^Route\s+Perf/);
    expect(table).toContain('2.00 ✘');
    expect(table).toContain('200.0 ✔');
  });

  it('groups the missed targets by metric', () => {
    const ok = bench.checkTargets(bench.medianOfRuns([bench.summariseRun(fakeLhr())]), '/');
    expect(bench.formatMissed({ '/': { checks: ok } })).toBe('Every target met.');
    const slow = bench.checkTargets(
      bench.medianOfRuns([bench.summariseRun(fakeLhr({ lcp: 2000 }))]),
      '/contact',
    );
    expect(bench.formatMissed({ '/': { checks: ok }, '/contact': { checks: slow } })).toBe(
      'Targets missed:\n  ✘ LCP ≤ 1.2 s — missed on 1/2: /contact',
    );
  });

  it('flags the runs that measured a busy CPU', () => {
    const { best, contended } = bench.contendedRuns([
      { route: '/', benchmarkIndex: 3000 },
      { route: '/', benchmarkIndex: 2400 },
      { route: '/about', benchmarkIndex: 1200 },
    ]);
    expect(best).toBe(3000);
    expect(contended.map((r) => r.route)).toEqual(['/about']);
  });
});

describe('the first-tap table', async () => {
  const firstTap = (await import(
    /* @vite-ignore */ new URL('../../scripts/first-tap.mjs', import.meta.url).href
  )) as {
    formatFirstTaps: (
      results: { target: string; delayMs: number; medianMs: number }[],
      budgetMs?: number,
    ) => string;
  };

  it('marks each median against the 250 ms budget, per target and moment', () => {
    const table = firstTap.formatFirstTaps([
      { target: 'menu', delayMs: 200, medianMs: 251 },
      { target: 'menu', delayMs: 1500, medianMs: 250 },
      { target: 'FAQ answer', delayMs: 200, medianMs: 40 },
    ]);
    const [, menu, faq] = table.split('\n');
    expect(menu).toMatch(/^menu\s+251 ✘\s+250 ✔\s+—$/);
    expect(faq).toMatch(/^FAQ answer\s+40 ✔\s+—\s+—$/);
  });
});
