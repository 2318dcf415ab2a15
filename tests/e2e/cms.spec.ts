import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import matter from 'gray-matter';
import { onRequestGet } from '../../functions/api/auth';
import { loadContent } from '../../scripts/content/load.ts';
import { localeFiles } from '../../scripts/content/locale-files.ts';
import { outOfOrder } from '../../scripts/content/order.ts';
import { ROOT } from '../../scripts/env.ts';
import { articlePath } from '../../src/data/articles';
import { localizePath, type SiteLanguage } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { paths } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';
import { editJson, projectCopy, readJson } from '../../scripts/check/project-copy.ts';
import { pane, startDevServer } from './dev-server';
import { LAWYER, expect, faqQuestions, h1, localeText, test, uniqueToken } from './fixtures';

// The content manager (Decap CMS at /admin/): in development against a copy of the project, and
// on the host. CMS_SCREENSHOTS=1 writes the staff guide's pictures (docs/editing/*.png). It
// refuses a save or a deletion that would break the site, saying why in the staff's words, and
// `npm run cms` starts and shows the content's problems whatever state the content is in.

const SHOTS = process.env.CMS_SCREENSHOTS ? join(ROOT, 'docs', 'editing') : undefined;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

type Version = { title: string; summary: string; text: string };

const lawyerFile = `content/lawyers/${LAWYER.id}.json`;
const jaName = localeText('ja', `professionals:people.${LAWYER.id}.name`);

/** `npm run cms` in a copy of the project, on a free port, the lawyer's Japanese biography emptied. */
async function startCms() {
  const dir = projectCopy('cms-e2e-');
  // The entries as the content manager writes them (`npm run format` does the same).
  for (const { file, text } of outOfOrder(join(dir, 'content'))) writeFileSync(file, text);
  editJson(join(dir, lawyerFile), (entry) => (entry.ja!.bio = ''));
  const { url, close } = await startDevServer(dir, 'cms', '/admin/');
  return {
    url,
    read: (file: string) => readJson(join(dir, file)),
    files: (folder: string) => readdirSync(join(dir, folder)),
    text: (file: string) => readFileSync(join(dir, file), 'utf8'),
    /** The copy's content as the content step reads it; throws on a problem. */
    load(drafts = false) {
      const content = loadContent(join(dir, 'content'), { drafts });
      return { content, locales: localeFiles(content) };
    },
    async close() {
      await close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Shows Burmese in the left form (the right one's menu throws in Decap 3.16). */
async function writeIn(page: Page, lng: SiteLanguage, from: SiteLanguage = 'en') {
  await page.getByRole('button', { name: `Writing in ${from.toUpperCase()}` }).click();
  await page.getByRole('menuitem', { name: lng, exact: true }).click();
}

/** A page of the development server after a save: regenerated, reloaded and recompiled. */
const reload = { timeout: 30_000 };

async function publish(page: Page, saved = true) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await shoot(page, 'publish');
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  if (saved) await expect(page.getByText('Entry saved')).toBeVisible();
}

const refusal = (page: Page) => page.getByRole('alert', { name: /^Not saved/ });

test.describe('the content manager in development (npm run cms)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let cms: Awaited<ReturnType<typeof startCms>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cms = await startCms();
  });
  test.afterAll(async () => cms?.close());

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${cms.url}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
  });

  test('npm run cms starts with a broken entry, names it in plain words on the page and in /admin/, where correcting it brings the site back', async ({
    page,
    context,
    problems,
  }) => {
    problems.allow(/HTTP 503: GET/, /status of 503/);
    const site = await context.newPage();
    await site.goto(`${cms.url}${localizePath('ja', paths.profile(LAWYER.id))}`);
    const named = /Biography \(Japanese\) is empty/;
    await expect(site.getByRole('listitem').filter({ hasText: named })).toBeVisible();

    const listed = page.getByRole('alert', { name: /cannot be published/ });
    await expect(listed).toContainText(named, { timeout: 30_000 });
    await page.getByRole('link', { name: LAWYER.name }).click();
    // Typed only once the entry has loaded: Decap would otherwise replace the text with the file's.
    const english = cms.read(lawyerFile).en!.bio as string;
    await expect(pane(page, 'en').getByLabel('Biography')).toHaveValue(english);
    // As many paragraphs as the English biography: the content check compares their shapes.
    const bio = Array(english.split(/\n\s*\n/).length)
      .fill('日系企業の進出を支援しています。')
      .join('\n\n');
    await pane(page, 'ja').getByLabel('Biography').fill(bio);
    await expect(pane(page, 'ja').getByLabel('Biography')).toHaveValue(bio);
    await publish(page);
    expect(cms.read(lawyerFile).ja!.bio).toBe(bio);
    await expect(listed).toBeHidden();
    // The open page shows the site again by itself.
    await expect(h1(site)).toHaveText(jaName, { timeout: 60_000 });
  });

  test('saves that would break the site are refused, saying why, and change no file: an emptied Japanese biography, a second update with an address name in use, deleting a lawyer who wrote updates', async ({
    page,
    problems,
  }) => {
    // Decap logs a refused save or deletion, and leaves its Redux action's promise (an Object,
    // undefined) unhandled: the guard at work, not a fault.
    problems.allow(
      /Not saved, the site would break/,
      /Failed to (persist|delete)/,
      /^page error: (Object|undefined)$/,
    );
    const [file] = cms.files('content/articles').filter((name) => name.endsWith('.en.md'));
    const article = { slug: file!.replace(/\.en\.md$/, '') };
    const { authors } = matter(cms.text(`content/articles/${file}`)).data as { authors: string[] };
    const author = professionals.find(({ id }) => id === authors[0])!;
    const authorFile = `content/lawyers/${author.id}.json`;
    const before = { author: cms.text(authorFile), articles: cms.files('content/articles') };

    // An emptied Japanese biography.
    await page.getByRole('link', { name: author.name }).click();
    await pane(page, 'ja').getByLabel('Biography').fill('');
    await publish(page, false);
    await expect(refusal(page)).toContainText(/Biography \(Japanese\) is empty/);
    await expect(page.getByText('Entry saved')).toBeHidden();
    expect(cms.text(authorFile)).toBe(before.author);

    // Deleting a lawyer who wrote an update: refused, naming the update.
    await page.reload();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /Delete/ }).click();
    await expect(refusal(page)).toContainText(article.slug);
    expect(cms.text(authorFile)).toBe(before.author);

    // A second update with the address name of one that exists. Loaded afresh: a change of the
    // address alone leaves the lawyer's form on the page a moment beside the update's.
    await page.goto(`${cms.url}/admin/#/collections/articles/new`);
    await page.reload();
    const area = (cms.read(authorFile).en!.practiceAreas as string[])[0]!;
    await fillUpdate(page, article.slug, author.name, area);
    await pane(page, 'en').getByLabel('Title').fill('A second update');
    await pane(page, 'en').getByLabel('Summary').fill('The same address as another update.');
    await publish(page, false);
    await expect(refusal(page)).toContainText(`"${article.slug}`);
    await expect(page.getByText('Entry saved')).toBeHidden();
    expect(cms.files('content/articles')).toEqual(before.articles);
  });

  test('a lawyer’s Japanese biography saved in the CMS is in the file and on the open page', async ({
    page,
    context,
  }) => {
    const before = cms.read(lawyerFile);
    const beforeText = cms.text(lawyerFile).split('\n');
    const site = await context.newPage();
    await site.goto(`${cms.url}${localizePath('ja', paths.profile(LAWYER.id))}`);
    // The development server compiles the site's modules on this first visit.
    await expect(h1(site)).toHaveText(jaName, { timeout: 30_000 });

    await shoot(page, 'collections');
    await page.getByRole('link', { name: LAWYER.name }).click();
    const added = '2026年より、当事務所のジャパンデスクを統括しています。';
    // Added to the last paragraph: a version keeps the English biography's paragraphs.
    const bio = `${before.ja!.bio as string}${added}`;
    // Typed only once the form holds the saved entry: typed earlier, Decap loads over it.
    await expect(pane(page, 'ja').getByLabel('Biography')).toHaveValue(before.ja!.bio as string);
    await pane(page, 'ja').getByLabel('Biography').fill(bio);
    await pane(page, 'ja').getByLabel('Biography').scrollIntoViewIfNeeded();
    await shoot(page, 'lawyer-japanese-biography');
    await publish(page);

    expect(cms.read(lawyerFile)).toEqual({ ...before, ja: { ...before.ja, bio } });
    // The CMS keeps every other line where it was: a one-field edit is a one-line diff.
    const changed = cms
      .text(lawyerFile)
      .split('\n')
      .filter((line, i) => line !== beforeText[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(`"bio": ${JSON.stringify(bio)}`);
    expect(() => cms.load()).not.toThrow();
    // The page reloads by itself, with the new sentence (the server recompiles first).
    await expect(site.getByRole('main')).toContainText(added, reload);
  });

  test('a question added to a practice area in each language is in the file and on its pages', async ({
    page,
    context,
  }) => {
    const id = serviceIds[0]!;
    const file = `content/services/${id}.json`;
    const before = cms.read(file);
    const site = await context.newPage();
    await site.goto(`${cms.url}${paths.service(id)}`);
    await expect(faqQuestions(site).first()).toBeVisible({ timeout: 30_000 });
    const added = {
      en: {
        question: 'Can we hold our annual general meeting online?',
        answer: 'Often yes, where the company’s constitution allows it. We review it with you.',
      },
      ja: {
        question: '年次株主総会をオンラインで開催できますか。',
        answer: '会社の定款が認めている場合は、多くの場合可能です。定款を一緒に確認いたします。',
      },
      my: {
        question: 'နှစ်ပတ်လည် အထွေထွေအစည်းအဝေးကို အွန်လိုင်းဖြင့် ကျင်းပနိုင်ပါသလား။',
        answer: 'ကုမ္ပဏီ၏ ဖွဲ့စည်းပုံစည်းမျဉ်းက ခွင့်ပြုပါက များသောအားဖြင့် ကျင်းပနိုင်ပါသည်။',
      },
    };

    await page.getByRole('link', { name: 'Practice areas' }).click();
    await page.getByRole('link', { name: localeText('en', `services:items.${id}.name`) }).click();
    const add = async (lng: keyof typeof added) => {
      const form = pane(page, lng);
      await form.getByRole('button', { name: 'Add question' }).click();
      await form.getByRole('textbox', { name: 'Question' }).last().fill(added[lng].question);
      await form.getByRole('textbox', { name: 'Answer' }).last().fill(added[lng].answer);
    };
    await add('en');
    await shoot(page, 'service-question');
    await add('ja');
    await writeIn(page, 'my');
    await add('my');
    await shoot(page, 'burmese');
    await publish(page);

    const after = cms.read(file);
    for (const lng of Object.keys(added) as (keyof typeof added)[])
      expect(after[lng]!.faqs, lng).toEqual([...(before[lng]!.faqs as unknown[]), added[lng]]);
    expect(() => cms.load()).not.toThrow();
    // The open page reloads by itself; the Burmese one has its question too.
    await expect(faqQuestions(site, added.en.question)).toBeVisible(reload);
    await site.goto(`${cms.url}${localizePath('my', paths.service(id))}`);
    await expect(faqQuestions(site, added.my.question)).toBeVisible(reload);
  });

  test('the forms the staff guide shows: a new lawyer, and the firm’s address as content/firm.json has it', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Lawyers' }).click();
    await page.getByRole('link', { name: /Lawyer$/ }).click();
    await expect(pane(page, 'en').getByLabel('Web address name')).toBeEmpty();
    await expect(pane(page, 'ja').getByLabel('Biography')).toBeVisible();
    await shoot(page, 'new-lawyer');
    await pane(page, 'en').getByRole('button', { name: 'Choose an image' }).click();
    await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
    await shoot(page, 'portrait');
    await page.keyboard.press('Escape');

    await page.goBack();
    await page.getByRole('link', { name: 'The firm' }).click();
    await page.getByRole('link', { name: 'Name, address and contact details' }).click();
    const street = pane(page, 'en').getByRole('textbox', { name: 'Street' });
    const address = cms.read('content/firm.json').en.address as { street: string };
    await expect(street).toHaveValue(address.street);
    await street.scrollIntoViewIfNeeded();
    await shoot(page, 'firm-address');
  });

  /** A new legal update's form, its web address name, authors and practice area given. */
  async function newUpdate(page: Page, slug: string) {
    const area = serviceIds[0]!;
    await page.getByRole('link', { name: 'Publications' }).click();
    await page.getByRole('link', { name: /Legal update$/ }).click();
    await fillUpdate(page, slug, LAWYER.name, area);
    return { authors: [LAWYER.id], practiceAreas: [area] };
  }

  /** One language's title, summary and text, the text in Markdown (the switch by "Rich Text"). */
  async function writeVersion(page: Page, lng: SiteLanguage, version: Version) {
    const form = pane(page, lng);
    await form.getByLabel('Title').fill(version.title);
    await form.getByLabel('Summary').fill(version.summary);
    await form.getByText('Rich Text', { exact: true }).locator('..').getByRole('switch').click();
    await form.getByRole('textbox').last().click();
    await page.keyboard.type(version.text);
  }

  test('a legal update written in three languages is published with one save, every version on the site', async ({
    page,
    context,
  }) => {
    const slug = 'investment-rules-in-three-languages';
    const versions = {
      en: {
        title: 'Investment rules: what changed this year',
        summary: 'The main changes to the investment rules, and what they mean for investors.',
        text: '## What changed\n\n- Fewer sectors need a permit.',
      },
      ja: {
        title: '投資規則：今年の主な変更点',
        summary: '投資規則の主な変更点と、投資家にとっての意味を解説します。',
        text: '## 変更点\n\n- 許可を要する業種が減りました。',
      },
      my: {
        title: 'ရင်းနှီးမြှုပ်နှံမှုစည်းမျဉ်းများ - ယခုနှစ် ပြောင်းလဲချက်များ',
        summary: 'ရင်းနှီးမြှုပ်နှံမှုစည်းမျဉ်းများ၏ အဓိကပြောင်းလဲချက်များကို ဖော်ပြထားပါသည်။',
        text: '## ပြောင်းလဲချက်များ\n\n- ခွင့်ပြုမိန့် လိုအပ်သော ကဏ္ဍများ လျော့နည်းလာပါသည်။',
      },
    } satisfies Partial<Record<SiteLanguage, Version>>;
    // Three pages of the development server, which compiles the site on the first.
    test.slow();
    const shared = await newUpdate(page, slug);
    await writeVersion(page, 'en', versions.en);
    await writeVersion(page, 'ja', versions.ja);
    await writeIn(page, 'my');
    await writeVersion(page, 'my', versions.my);
    // Published at once: Draft, like the dates, authors and areas, is set once for every language.
    await writeIn(page, 'en', 'my');
    await pane(page, 'en')
      .getByText('Draft', { exact: true })
      .locator('xpath=../..')
      .getByRole('switch')
      .click();
    await publish(page);

    const { content, locales } = cms.load();
    const update = content.articles.find((article) => article.slug === slug);
    expect(update?.facts).toMatchObject({ ...shared, draft: false });
    expect(Object.keys(update?.texts ?? {})).toEqual(Object.keys(versions));
    // A page opened after the save: one open before would reload itself meanwhile.
    const site = await context.newPage();
    for (const lng of Object.keys(versions) as (keyof typeof versions)[]) {
      const { title, summary } = versions[lng];
      expect(locales[lng].publications.items).toHaveProperty(
        slug,
        expect.objectContaining({ title, summary }),
      );
      // Each version's page (the development server compiles the site on this first visit).
      await site.goto(`${cms.url}${localizePath(lng, articlePath(slug))}`);
      await expect(h1(site)).toHaveText(title, reload);
    }
  });

  test('a legal update written in English only is saved as a draft: the other languages are no version', async ({
    page,
  }) => {
    const slug = 'investment-rules-update';
    const version = {
      title: 'Investment rules: a draft in English',
      summary:
        'The main changes to the investment rules, and what they mean for foreign investors.',
      text: '## What changed\n\n- Fewer sectors need a permit.',
    };
    const shared = await newUpdate(page, slug);
    await writeVersion(page, 'en', version);
    // An "Updated on" date given, then taken back, leaves "" in the file: still no date.
    const updated = pane(page, 'en').getByText('Updated on').locator('xpath=../..');
    await updated.getByRole('button', { name: 'Now' }).click();
    await updated.getByRole('button', { name: 'Clear' }).click();
    await pane(page, 'en').getByLabel('Web address name').scrollIntoViewIfNeeded();
    await shoot(page, 'legal-update');
    await publish(page);

    // The English file holds the web address name and the shared fields, for every language.
    const today = new Date().toISOString().slice(0, 10);
    const { title, summary } = version;
    const written = matter(cms.text(`content/articles/${slug}.en.md`));
    expect(written.data).toEqual({
      id: slug,
      title,
      summary,
      published: new Date(today),
      updated: '',
      ...shared,
      draft: true,
    });
    expect(written.content).toBe(`${version.text}\n`);
    // Left out of the site until the draft is published; with SITE_DRAFTS=1, built in English only.
    const hidden = cms.load();
    expect(hidden.content.articles.map((article) => article.slug)).not.toContain(slug);
    const { content, locales } = cms.load(true);
    expect(content.articles.find((article) => article.slug === slug)).toEqual({
      slug,
      facts: { published: today, ...shared, draft: true },
      texts: {
        en: {
          title,
          summary,
          body: '<h2>What changed</h2>\n<ul>\n<li>Fewer sectors need a permit.</li>\n</ul>',
        },
      },
    });
    expect(locales.en.publications.items).toHaveProperty(
      slug,
      expect.objectContaining({ title, summary }),
    );
    expect(Object.keys(locales.ja)).not.toContain(`article-${slug}`);
    expect(Object.keys(locales.my)).not.toContain(`article-${slug}`);
  });
});

/** The update's shared fields, written in its English form: address name, author and area. */
async function fillUpdate(page: Page, slug: string, author: string, area: string) {
  const form = pane(page, 'en');
  await form.getByLabel('Web address name').fill(slug);
  for (const [label, name] of [
    ['Authors', author],
    ['Practice areas', localeText('en', `services:items.${area}.name`)],
  ] as const) {
    await form.getByLabel(label).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
}

test.describe('the content manager on the host', () => {
  test('/admin/ is not indexed, runs under its own policy, and no public page names its code', async ({
    page,
    request,
  }) => {
    const admin = await request.get('/admin/');
    const headers = admin.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'unsafe-eval';.*connect-src 'self' blob: https:\/\/api\.github\.com;/,
    );
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    // The public pages' policy (security.spec.ts checks it whole) allows none of it.
    expect((await request.get('/')).headers()['content-security-policy']).not.toMatch(
      /unsafe-eval|github/,
    );
    const dist = join(ROOT, 'dist');
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }))
      if (/\.(html|js)$/.test(file) && !file.startsWith('admin'))
        expect
          .soft(readFileSync(join(dist, file), 'utf8'), file)
          .not.toMatch(/decap|(?:src|href)="\/admin/i);

    // Decap starts under that policy (a violation is a console error: \`problems\` fails the test),
    // offering the GitHub sign-in.
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
    await shoot(page, 'login');
  });

  test('signing in: the GitHub window hands the token to /admin/ through Decap’s handshake', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    // The sign-in opens at this server (config.yml's base_url); a stand-in for GitHub agrees.
    const origin = new URL(baseURL!).origin;
    await page.route('**/admin/config.yml', async (route) => {
      const settings = await (await route.fetch()).text();
      await route.fulfill({ body: settings.replace(/^( {2}base_url:) .*$/m, `$1 ${origin}`) });
    });
    const token = uniqueToken();
    await context.route(`${origin}/api/auth?**`, async (route) => {
      const request = new Request(route.request().url(), {
        headers: await route.request().allHeaders(),
      });
      const realFetch = globalThis.fetch;
      globalThis.fetch = async () => Response.json({ access_token: token });
      const response = await onRequestGet({
        request,
        env: { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' },
      }).finally(() => (globalThis.fetch = realFetch));
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: await response.text(),
      });
    });
    await context.route('https://github.com/login/oauth/authorize?**', (route) => {
      const asked = new URL(route.request().url()).searchParams;
      const back = `${asked.get('redirect_uri')}?code=granted&state=${asked.get('state')}`;
      return route.fulfill({
        contentType: 'text/html',
        body: `<meta http-equiv="refresh" content="0; url=${back}">`,
      });
    });
    // Signed in, Decap asks GitHub who the editor is, with the token.
    const user = page.waitForRequest('https://api.github.com/user');
    await context.route('https://api.github.com/**', (route) => route.abort());
    // Decap logs the refused call to GitHub's API in its own words.
    problems.allow(/api\.github\.com/, /Failed to load resource/, /TypeError: Failed to fetch/);

    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    expect((await user).headers()['authorization']).toBe(`token ${token}`);
  });
});
