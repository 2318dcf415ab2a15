import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { languages, localizePath } from '../../src/data/languages';
import { defaultFlagPicture, flagPictureFor } from '../../src/data/professional';
import spokenFlags from '../../src/data/spoken-languages.json' with { type: 'json' };
import { findPage } from '../../src/views/use-page';
import { firstVisitScripts } from '../../scripts/bench/first-visit';
import { OTHER_LANGUAGES, SERVICE, TEMPLATE_PAGES } from './fixtures';

const dist = join(import.meta.dirname, '..', '..', 'dist');
/** Each page view's built file (`/assets/….js`, from Vite's manifest), and the page it renders. */
const manifest = readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8');
const pageChunks = new Map(
  Object.entries(JSON.parse(manifest) as Record<string, { file: string }>).flatMap(
    ([source, { file }]) => {
      const page = /^src\/views\/pages\/([\w-]+-page)\.tsx$/.exec(source)?.[1];
      return page ? [[`/${file}`, page] as [string, string]] : [];
    },
  ),
);

/** V8's compile hint: functions compile off the main thread as the file streams. */
const compileHint = '//# allFunctionsCalledOnLoad';
const hinted = (text: string) => text.split('\n', 2).includes(compileHint);

test('the XState inspector and react-router’s development warnings never reach the production build; the e-mail SDK is a chunk of its own', async () => {
  const dir = join(dist, 'assets');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  const scripts = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const marks = [
    'createBrowserInspector',
    '@statelyai',
    'stately.ai',
    'No routes matched location',
  ];
  for (const { name, text } of scripts)
    for (const mark of marks) expect(text, name).not.toContain(mark);
  // Loaded on demand: the home page's HTML does not name it.
  const sdk = scripts.find(({ text }) => text.includes('api/v1.0/email/send'));
  expect(sdk, 'EmailJS SDK chunk').toBeDefined();
  expect(await readFile(join(dist, 'index.html'), 'utf8')).not.toContain(sdk!.name);
  expect(hinted(sdk!.text), 'compiled eagerly though loaded on demand').toBe(false);
});

/** Every script a first visit of `path` requests (decision 0007), with its gzip size. */
async function firstVisit(page: Page, path: string) {
  const scripts = await firstVisitScripts(page, path);
  return Promise.all(
    scripts.map(async (script) => {
      const text = await readFile(join(dist, script), 'utf8');
      return { script, text, gzipped: gzipSync(text).length };
    }),
  );
}

/** Gzip at the default level, in decimal kB. */
const firstVisitBudget = 130_000;

for (const path of [
  ...TEMPLATE_PAGES,
  ...OTHER_LANGUAGES.flatMap(({ code }) => ['/', SERVICE.path].map((p) => localizePath(code, p))),
]) {
  test(`the first visit of ${path} loads at most 130 KB of JavaScript (gzip) and no other page's code; its large scripts compile as they stream`, async ({
    page,
  }) => {
    const scripts = await firstVisit(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.flatMap(({ script }) => pageChunks.get(script) ?? []),
      'its own page chunk, and no other',
    ).toEqual([findPage(path).route.page]);
    const total = scripts.reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(total, scripts.map(({ script }) => script).join(', ')).toBeLessThanOrEqual(
      firstVisitBudget,
    );
    // The libraries (React among them) and the shell, which every first visit evaluates.
    const large = scripts.filter(({ gzipped }) => gzipped >= 5000);
    expect(large.length).toBeGreaterThanOrEqual(2);
    for (const { script, text } of large)
      expect(hinted(text), `${script} carries the compile hint`).toBe(true);
  });
}

test('every flag a profile can show is in the build, a PNG', async () => {
  for (const path of [...Object.keys(spokenFlags).map(flagPictureFor), defaultFlagPicture]) {
    const file = await readFile(join(dist, path));
    expect(file.subarray(1, 4).toString(), path).toBe('PNG');
  }
});

test.describe('the first layout, as prerendered (no script)', () => {
  test.use({ javaScriptEnabled: false });

  // An SVG file shown as an image is a document of its own, set up on the page's main thread.
  test('the images a page loads as it opens are rasters, none an SVG file', async ({ page }) => {
    const svgs: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'image' && pathname.endsWith('.svg')) svgs.push(pathname);
    });
    for (const path of TEMPLATE_PAGES) await page.goto(path);
    expect(svgs).toEqual([]);
  });

  // A Burmese figure in the English heading face is drawn in whatever font a search character by
  // character finds, a search the first layout waits for.
  test('the figures of the home and About pages are in the heading face of the page’s language', async ({
    page,
  }) => {
    for (const { code } of languages)
      for (const path of ['/', '/about']) {
        await page.goto(localizePath(code, path));
        const faces = await page.evaluate(() => {
          const of = (selector: string) => [
            ...new Set(
              [...document.querySelectorAll(selector)].map((e) => getComputedStyle(e).fontFamily),
            ),
          ];
          return { headings: of('main h2'), figures: of('main dl dd') };
        });
        expect(faces.figures, `${code} ${path}`).toEqual(faces.headings);
      }
  });

  // Each weight of a missing heading font costs a synchronous lookup before the first paint.
  test('every text in the heading face is set in the one weight of the headings', async ({
    page,
  }) => {
    for (const path of ['/', '/about', SERVICE.path, '/contact', '/nowhere']) {
      await page.goto(path);
      const weights = await page.evaluate(() => {
        const face = getComputedStyle(document.querySelector('h1')!).fontFamily;
        const found = new Map<string, string>();
        for (const element of document.querySelectorAll('body *')) {
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          const style = getComputedStyle(element);
          if (ownText && element.getClientRects().length > 0 && style.fontFamily === face)
            found.set(style.fontWeight, element.tagName.toLowerCase());
        }
        return Object.fromEntries(found);
      });
      expect(Object.keys(weights), `${path}: ${JSON.stringify(weights)}`).toHaveLength(1);
    }
  });
});
