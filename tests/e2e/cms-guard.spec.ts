import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import matter from 'gray-matter';
import { localizePath } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { paths } from '../../src/data/routes';
import { copyProject, pane, startDevServer, type Entry } from './dev-server';
import { expect, localeText, test, type PageProblems } from './fixtures';

// The content manager refuses a save or a deletion that would break the site, saying why in the
// staff's words, and `npm run cms` starts and shows the content's problems whatever state the
// content is in, so a mistake can always be corrected in the content manager. Runs Decap against
// its real local backend, in a copy of the project.

/** An update of content/articles and the lawyer who wrote it. */
function anArticle(dir: string) {
  const folder = join(dir, 'content', 'articles');
  const [name] = readdirSync(folder).filter((file) => file.endsWith('.en.md'));
  const { data } = matter(readFileSync(join(folder, name!), 'utf8'));
  const author = professionals.find((lawyer) => lawyer.id === data.authors[0])!;
  return { slug: name!.replace(/\.en\.md$/, ''), author };
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Decap logs a refused save or deletion, and leaves the promise of a refused deletion or save
 * (its Redux action's result: an Object, undefined) unhandled: the guard at work, not a fault.
 */
const allowRefusals = (problems: PageProblems) =>
  problems.allow(
    /Not saved, the site would break/,
    /Failed to (persist|delete)/,
    /^page error: (Object|undefined)$/,
  );

const refusal = (page: Page) => page.getByRole('alert', { name: /^Not saved/ });

test.describe('the content manager keeps the site whole (npm run cms)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let dir: string;
  let server: Awaited<ReturnType<typeof startDevServer>>;
  const lawyer = professionals[0]!;
  const lawyerFile = () => join(dir, 'content', 'lawyers', `${lawyer.id}.json`);
  const read = () => JSON.parse(readFileSync(lawyerFile(), 'utf8')) as Entry;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = copyProject();
    // Broken by hand before the start: the Japanese biography emptied.
    const entry = JSON.parse(readFileSync(lawyerFile(), 'utf8')) as Entry;
    writeFileSync(lawyerFile(), JSON.stringify({ ...entry, ja: { ...entry.ja, bio: '' } }));
    server = await startDevServer(dir, 'cms', '/admin/');
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test('npm run cms starts with a broken entry, names it in plain words on the page and in /admin/, where correcting it brings the site back', async ({
    page,
    context,
    problems,
  }) => {
    problems.allow(/HTTP 503: GET/, /status of 503/);
    const site = await context.newPage();
    await site.goto(`${server.url}${localizePath('ja', paths.profile(lawyer.id))}`);
    const named = /Biography \(Japanese\) is empty/;
    await expect(site.getByRole('listitem').filter({ hasText: named })).toBeVisible();

    await page.goto(`${server.url}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    const listed = page.getByRole('alert', { name: /cannot be published/ });
    await expect(listed).toContainText(named, { timeout: 30_000 });

    await page.getByRole('link', { name: lawyer.name }).click();
    // As many paragraphs as the English biography: the content check compares their shapes.
    const paragraphs = (read().en!.bio as string).split(/\n\s*\n/).length;
    const bio = Array(paragraphs).fill('日系企業の進出を支援しています。').join('\n\n');
    await pane(page, 'ja').getByLabel('Biography').fill(bio);
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    expect(read().ja!.bio).toBe(bio);
    await expect(listed).toBeHidden();
    // The open page shows the site again by itself.
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(
      localeText('ja', `professionals:people.${lawyer.id}.name`),
      { timeout: 60_000 },
    );
  });

  test('saves that would break the site are refused, saying why, and change no file: an emptied Japanese biography, a second update with an address name in use, deleting a lawyer who wrote updates', async ({
    page,
    problems,
  }) => {
    allowRefusals(problems);
    const article = anArticle(dir);
    const author = article.author;
    const authorFile = join(dir, 'content', 'lawyers', `${author.id}.json`);
    const articles = join(dir, 'content', 'articles');
    const before = { author: readFileSync(authorFile, 'utf8'), articles: readdirSync(articles) };
    await page.goto(`${server.url}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();

    // An emptied Japanese biography.
    await page.getByRole('link', { name: author.name }).click();
    await pane(page, 'ja').getByLabel('Biography').fill('');
    await publish(page);
    await expect(refusal(page)).toContainText(/Biography \(Japanese\) is empty/);
    await expect(page.getByText('Entry saved')).toBeHidden();
    expect(readFileSync(authorFile, 'utf8')).toBe(before.author);

    // Deleting a lawyer who wrote an update: refused, naming the update.
    await page.reload();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /Delete/ }).click();
    await expect(refusal(page)).toContainText(article.slug);
    expect(readFileSync(authorFile, 'utf8')).toBe(before.author);

    // A second update with the address name of one that exists. Loaded afresh: a change of the
    // address alone leaves the lawyer's form on the page a moment beside the update's.
    await page.goto(`${server.url}/admin/#/collections/articles/new`);
    await page.reload();
    // The update's languages side by side: its shared fields are written in the English one.
    const form = pane(page, 'en');
    await form.getByLabel('Web address name').fill(article.slug);
    await form.getByLabel('Title').fill('A second update');
    await form.getByLabel('Summary').fill('The same address as another update.');
    await form.getByLabel('Authors').fill(author.name);
    await page.getByRole('option', { name: author.name, exact: true }).click();
    const area = localeText('en', 'services:items.' + professionalArea(dir, author.id) + '.name');
    await form.getByLabel('Practice areas').fill(area);
    await page.getByRole('option', { name: area, exact: true }).click();
    await publish(page);
    await expect(refusal(page)).toContainText(`"${article.slug}`);
    await expect(page.getByText('Entry saved')).toBeHidden();
    expect(readdirSync(articles)).toEqual(before.articles);
  });
});

/** A practice area of the lawyer `id`, as content/ has it. */
function professionalArea(dir: string, id: string): string {
  const entry = JSON.parse(
    readFileSync(join(dir, 'content', 'lawyers', `${id}.json`), 'utf8'),
  ) as Entry;
  return (entry.en!.practiceAreas as string[])[0]!;
}
