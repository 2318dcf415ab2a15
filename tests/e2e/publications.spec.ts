import type { Page } from '@playwright/test';
import { loadContent } from '../../scripts/content/load.ts';
import { PORTS, ROOT } from '../../scripts/env.ts';
import {
  languageOf,
  languages,
  localizePath,
  numberingSystems,
  type SiteLanguage,
} from '../../src/data/languages';
import { articlePath, feedType, listingPath, pageSize } from '../../src/data/articles';
import { firstVisitScripts } from '../../scripts/bench/first-visit';
import { paths } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';
import { formatDate } from '../../src/i18n/format-date';
import { createStaticI18n } from '../../src/i18n/server';
import { alternateUrls, urlIn } from '../../src/data/site-urls';
import { draftsContent, hostileArticle } from './drafts-content.mjs';
import { axeViolations, expect, localeFile, localeText as tr, test, waitForApp } from './fixtures';

// On the site built with its drafts published and eight English test articles more (dist-drafts/):
// English has a second listing page, Japanese and Burmese one.
test.use({ baseURL: `http://127.0.0.1:${PORTS.e2eDrafts}` });

const { articles } = loadContent(draftsContent(ROOT), { drafts: true });
const LANGUAGES = languages.map(({ code }) => code);
const inLanguage = (lng: SiteLanguage, area?: string) =>
  articles.filter((a) => a.texts[lng] && (!area || a.facts.practiceAreas.includes(area)));
const sample = articles.find((a) => a.facts.pdf && Object.keys(a.texts).length === 3)!;
const englishOnly = articles.find((a) => Object.keys(a.texts).length === 1)!;
const dateIn = (lng: SiteLanguage, iso: string) =>
  formatDate(
    createStaticI18n(lng, { [lng]: { legal: localeFile(lng, 'legal') as object } }).t,
    iso,
  );
const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]:not([type])')
    .evaluateAll((links) =>
      links.map((l) => ({ hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') })),
    );
const titles = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();

for (const lng of LANGUAGES) {
  test(`the ${lng} listing shows its articles newest first, with date, authors and areas`, async ({
    page,
  }) => {
    await page.goto(localizePath(lng, '/publication'));
    const shown = inLanguage(lng).slice(0, 10);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'publications:title'));
    expect(await titles(page)).toEqual(shown.map((a) => a.texts[lng]!.title));
    const { facts, texts } = shown[0]!;
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: texts[lng]!.title });
    await expect(first.locator('time')).toHaveText(dateIn(lng, facts.published));
    for (const id of facts.authors)
      await expect(
        first.getByRole('link', { name: tr(lng, `professionals:people.${id}.name`) }),
      ).toHaveAttribute('href', localizePath(lng, paths.profile(id)));
    await expect(first).toContainText(tr(lng, `services:items.${facts.practiceAreas[0]}.name`));
    await expect(first).toContainText(texts[lng]!.summary);
    if (languageOf(lng).numberingSystem !== 'latn')
      await expect(first.locator('time')).not.toHaveText(/[0-9]/);
    await expect(page.locator(`head link[type="${feedType}"][hreflang="${lng}"]`)).toHaveAttribute(
      'href',
      urlIn(lng, '/publication/feed.xml'),
    );
    await expect(page.getByRole('link', { name: tr(lng, 'publications:feed') })).toHaveAttribute(
      'href',
      localizePath(lng, '/publication/feed.xml'),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const { code: lng, numberingSystem } of languages)
  for (const listed of inLanguage(lng).filter((a) => a.texts[lng]!.body.includes('<ol>')))
    test(`${lng}: the ordered list of ${listed.slug} counts in ${numberingSystem} digits`, async ({
      page,
    }) => {
      await page.goto(localizePath(lng, articlePath(listed.slug)));
      await expect(page.getByRole('main').locator('ol').first()).toHaveCSS(
        'list-style-type',
        numberingSystems[numberingSystem].listStyle,
      );
    });

test('past 10 articles the listing continues on numbered pages, with previous and next', async ({
  page,
}) => {
  const all = inLanguage('en');
  expect(all.length).toBeGreaterThan(10);
  await page.goto('/publication');
  const pages = page.getByRole('navigation', { name: tr('en', 'publications:pages') });
  await expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
  const previous = pages.getByRole('link', { name: tr('en', 'publications:previous') });
  await expect(previous).toHaveCount(0);
  await pages.getByRole('link', { name: tr('en', 'publications:next') }).click();
  await expect(page).toHaveURL(/\/publication\/page\/2$/);
  expect(await titles(page)).toEqual(all.slice(10, 20).map((a) => a.texts.en!.title));
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await expect(previous).toHaveAttribute('href', '/publication');
  expect(await axeViolations(page)).toEqual([]);
  // Japanese has one page: no page navigation, and no second page.
  await page.goto('/ja/publication');
  await expect(page.getByRole('navigation', { name: tr('ja', 'publications:pages') })).toHaveCount(
    0,
  );
  expect((await page.request.get('/ja/publication/page/2')).status()).toBe(404);
});

// Decision 0032: a firm with hundreds of updates sends each page the facts of those it shows.
test('a listing page carries the facts of only the articles it lists: in its texts, in no script', async ({
  page,
}) => {
  const all = inLanguage('en');
  const scripts = await firstVisitScripts(page, '/publication');
  const texts = JSON.parse((await page.locator('#i18n-resources').textContent()) ?? '{}');
  expect(Object.keys(texts.resources.en.publications.items)).toEqual(
    all.slice(0, pageSize).map((a) => a.slug),
  );
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    for (const { slug } of all.slice(pageSize)) expect(code, script).not.toContain(slug);
  }
});

test('the practice-area filter is links to filtered listings', async ({ page }) => {
  await page.goto('/ja/publication');
  const filter = page.getByRole('navigation', { name: tr('ja', 'publications:filter') });
  const areas = serviceIds.filter((id) => inLanguage('ja', id).length > 0);
  await expect(filter.getByRole('link')).toHaveCount(areas.length + 1);
  await expect(
    filter.getByRole('link', { name: tr('ja', 'publications:allAreas') }),
  ).toHaveAttribute('aria-current', 'page');
  const area = areas[0]!;
  const areaLink = filter.getByRole('link', { name: tr('ja', `services:items.${area}.name`) });
  await areaLink.click();
  await expect(page).toHaveURL(new RegExp(`/ja/publication/area/${area}$`));
  await expect(areaLink).toHaveAttribute('aria-current', 'page');
  expect(await titles(page)).toEqual(inLanguage('ja', area).map((a) => a.texts.ja!.title));
  expect(await axeViolations(page)).toEqual([]);
});

for (const lng of LANGUAGES) {
  test(`an article in ${lng}: headline, dates, bylines, areas, body, PDF (named in its language when not the page's) and its other versions`, async ({
    page,
  }) => {
    await page.goto(localizePath(lng, articlePath(sample.slug)));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(sample.texts[lng]!.title);
    await expect(main.locator('time').first()).toHaveText(dateIn(lng, sample.facts.published));
    await expect(main.locator('time').nth(1)).toHaveText(dateIn(lng, sample.facts.updated!));
    for (const id of sample.facts.authors)
      await expect(
        main.getByRole('link', { name: tr(lng, `professionals:people.${id}.name`) }),
      ).toHaveAttribute('href', localizePath(lng, paths.profile(id)));
    await expect(main.locator('h2').first()).toBeVisible();
    const pdfIn = sample.facts.pdfLanguage!;
    const pdfLabel =
      pdfIn === lng
        ? tr(lng, 'publications:article.pdf')
        : tr(lng, 'publications:article.pdfIn', {
            language: tr(lng, `professionals:languages.${pdfIn}`),
          });
    const pdf = main.getByRole('link', { name: pdfLabel, exact: true });
    await expect(pdf).toHaveAttribute('href', sample.facts.pdf!);
    const file = await page.request.get(sample.facts.pdf!);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await alternates(page)).toEqual(alternateUrls(articlePath(sample.slug)));
    const graph = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    )['@graph'];
    const article = graph.find((item: { '@type': string }) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: sample.texts[lng]!.title,
      datePublished: sample.facts.published,
      dateModified: sample.facts.updated,
      inLanguage: lng,
      publisher: { '@id': urlIn('en', '/#firm') },
    });
    expect(article.author).toEqual(
      sample.facts.authors.map((id) =>
        expect.objectContaining({
          '@type': 'Person',
          '@id': `${urlIn('en', paths.profile(id))}#person`,
          url: urlIn(lng, paths.profile(id)),
        }),
      ),
    );
    await expect(page.locator(`head link[type="${feedType}"]`)).toHaveAttribute(
      'href',
      urlIn(lng, '/publication/feed.xml'),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an article written in English only has no alternates to other languages, and is not listed in them', async ({
  page,
}) => {
  await page.goto(articlePath(englishOnly.slug));
  expect(await alternates(page)).toEqual(
    alternateUrls(articlePath(englishOnly.slug), undefined, ['en']),
  );
  expect((await page.request.get(`/ja${articlePath(englishOnly.slug)}`)).status()).toBe(404);
  // The header's switcher leads to the Japanese publications instead.
  const { name } = languages.find(({ code }) => code === 'ja')!;
  const japanese = page.getByRole('banner').getByRole('link', { name, exact: true });
  await expect(japanese).toHaveAttribute('href', localizePath('ja', paths.publication));
  await japanese.click();
  await expect(page).toHaveURL(localizePath('ja', paths.publication));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ja', 'publications:title'));
});

test('a service page lists its area’s three latest articles and links to the area’s listing', async ({
  page,
}) => {
  // The area of the tests' own articles (drafts-content.mjs), which has more than three.
  const area = englishOnly.facts.practiceAreas[0]!;
  const theirs = inLanguage('en', area);
  expect(theirs.length).toBeGreaterThan(3);
  await page.goto(paths.service(area));
  const latest = page.getByRole('region', { name: tr('en', 'publications:latest') });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
    theirs.slice(0, 3).map((a) => a.texts.en!.title),
  );
  const areaName = tr('en', `services:items.${area}.name`);
  await expect(
    latest.getByRole('link', { name: tr('en', 'publications:allInArea', { area: areaName }) }),
  ).toHaveAttribute('href', listingPath({ area }));
  expect(await axeViolations(page)).toEqual([]);
});

test('a profile lists its lawyer’s latest articles, a page of them, and links to all of them on a listing of their own', async ({
  page,
}) => {
  // English first: a visitor's language is remembered, and an English page would send them back.
  // The tests' own articles are the first lawyer's (drafts-content.mjs): more than a page of them.
  const [author] = englishOnly.facts.authors as [string];
  const theirs = inLanguage('en').filter((a) => a.facts.authors.includes(author));
  expect(theirs.length).toBeGreaterThan(pageSize);
  const name = tr('en', `professionals:people.${author}.name`);
  await page.goto(paths.profile(author));
  const section = page.getByRole('region', { name: tr('en', 'publications:byLawyer') });
  expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    theirs.slice(0, pageSize).map((a) => a.texts.en!.title),
  );
  await section.getByRole('link', { name: tr('en', 'publications:allByLawyer', { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath({ author })}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tr('en', 'publications:authorTitle', { name }),
  );
  expect(await titles(page)).toEqual(theirs.slice(0, pageSize).map((a) => a.texts.en!.title));
  const pages = page.getByRole('navigation', { name: tr('en', 'publications:pages') });
  await pages.getByRole('link', { name: tr('en', 'publications:next') }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath({ author }, 2)}$`));
  expect(await titles(page)).toEqual(
    theirs.slice(pageSize, 2 * pageSize).map((a) => a.texts.en!.title),
  );
  expect(await axeViolations(page)).toEqual([]);

  // In Japanese a page holds all of their articles: no link to more.
  const [id] = sample.facts.authors as [string];
  await page.goto(localizePath('ja', paths.profile(id)));
  const own = inLanguage('ja').filter((a) => a.facts.authors.includes(id));
  expect(own.length).toBeLessThanOrEqual(pageSize);
  const jaSection = page.getByRole('region', { name: tr('ja', 'publications:byLawyer') });
  expect(await jaSection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    own.map((a) => a.texts.ja!.title),
  );
  const allOfThem = tr('ja', 'publications:allByLawyer', {
    name: tr('ja', `professionals:people.${id}.name`),
  });
  await expect(jaSection.getByRole('link', { name: allOfThem })).toHaveCount(0);
  // In the app: the article's texts are fetched on the way.
  await waitForApp(page);
  await jaSection.getByRole('link', { name: own[0]!.texts.ja!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${articlePath(own[0]!.slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(own[0]!.texts.ja!.title);
});

test('each language’s feed is well-formed RSS with absolute URLs and its language', async ({
  page,
}) => {
  await page.goto('/publication');
  for (const lng of LANGUAGES) {
    const xml = await (await page.request.get(localizePath(lng, '/publication/feed.xml'))).text();
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const items = [...doc.querySelectorAll('item')];
      return {
        broken: doc.querySelector('parsererror') !== null,
        root: doc.documentElement.nodeName,
        language: doc.querySelector('channel > language')?.textContent,
        links: items.map((item) => item.querySelector('link')?.textContent),
        titles: items.map((item) => item.querySelector('title')?.textContent),
      };
    }, xml);
    expect(feed).toEqual({
      broken: false,
      root: 'rss',
      language: lng,
      links: inLanguage(lng).map((a) => urlIn(lng, articlePath(a.slug))),
      titles: inLanguage(lng).map((a) => a.texts[lng]!.title),
    });
  }
});

test('the sitemap lists each article with its last change and its versions', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const loc = `<loc>${urlIn('my', articlePath(sample.slug))}</loc>`;
  const entry = xml.split('<url>').find((body) => body.includes(loc)) ?? '';
  expect(/<lastmod>([^<]*)</.exec(entry)?.[1]).toBe(sample.facts.updated);
  expect([...entry.matchAll(/hreflang="([^"]*)"/g)].map(([, lng]) => lng)).toEqual([
    ...LANGUAGES,
    'x-default',
  ]);
  expect(xml).toContain(`<loc>${urlIn('en', '/publication/page/2')}</loc>`);
  expect(xml).toContain(`<loc>${urlIn('en', articlePath(englishOnly.slug))}</loc>`);
  expect(xml).not.toContain(`<loc>${urlIn('ja', articlePath(englishOnly.slug))}</loc>`);
});

test('an article’s hostile HTML does nothing: no refresh, style, script, handler, frame or script link, on its page or in its feed', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const path = articlePath(hostileArticle.slug);
  await page.goto(path);
  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main).toContainText('Under clause <Company Name> the buyer pays.');
  await expect(main).toContainText(`<script src="${hostileArticle.script}"></script>`);
  await expect(page).not.toHaveTitle('ran');
  // The page's own JSON-LD is the only script in <main>.
  const hostile =
    ':is(meta, style, iframe, [onload], [onerror], a[href^="javascript:"]), script:not([type="application/ld+json"])';
  await expect(main.locator(hostile)).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
  expect(requested).not.toContain(hostileArticle.script);

  const xml = await (await page.request.get('/publication/feed.xml')).text();
  const feed = await page.evaluate(
    ({ xml, link, hostile }) => {
      const items = new DOMParser()
        .parseFromString(xml, 'application/xml')
        .querySelectorAll('item');
      const item = [...items].find((entry) => entry.querySelector('link')?.textContent === link);
      const html = item?.getElementsByTagName('content:encoded')[0]?.textContent ?? '';
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      return { text: body.textContent, hostile: body.querySelectorAll(hostile).length };
    },
    { xml, link: urlIn('en', path), hostile },
  );
  expect(feed.text).toContain('Under clause <Company Name> the buyer pays.');
  expect(feed.hostile).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing, an article and its author’s profile are read and linked', async ({ page }) => {
    await page.goto('/my/publication');
    const first = inLanguage('my')[0]!;
    await page.getByRole('link', { name: first.texts.my!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.texts.my!.title);
    const author = first.facts.authors[0]!;
    await page
      .getByRole('main')
      .getByRole('link', { name: tr('my', `professionals:people.${author}.name`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/my${paths.profile(author)}$`));
    await expect(
      page.getByRole('region', { name: tr('my', 'publications:byLawyer') }),
    ).toContainText(first.texts.my!.title);
  });
});
