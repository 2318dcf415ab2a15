import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, test } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content.mjs';
import { professionals } from '../../src/data/professionals';
import { services } from '../../src/data/services';
import { languages } from '../../src/data/languages';

// The staff's content is checked before anything is built: each kind of mistake a person makes
// by hand or in the CMS gets one line naming the file, the field and the language.

const root = join(import.meta.dirname, '..', '..');
type Entry = Record<string, Record<string, unknown>>;

/** A copy of the content with `file` written as `change` makes `from`: the problems reported. */
function problemsAfterText(file: string, change: (text: string) => string, from = file): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  cpSync(join(root, 'content'), dir, { recursive: true });
  writeFileSync(join(dir, file), change(readFileSync(join(dir, from), 'utf8')));
  try {
    loadContent(dir, { drafts: true });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('the changed content passed');
}

/** The same, with one JSON entry changed. */
const problemsAfter = (file: string, change: (entry: Entry) => void) =>
  problemsAfterText(file, (text) => {
    const entry = JSON.parse(text) as Entry;
    change(entry);
    return JSON.stringify(entry);
  });

const lawyer = professionals[0]!;
const lawyerFile = `lawyers/${lawyer.id}.json`;

describe('the content schema', () => {
  test('the content as committed passes, and gives the site its lawyers and services', () => {
    const content = loadContent();
    expect(content.lawyers.map((entry) => entry?.facts.id)).toEqual(professionals.map((p) => p.id));
    expect(content.services.map((entry) => entry?.facts.id)).toEqual(services.map((s) => s.id));
  });

  test.each([
    [
      'a missing Japanese field',
      lawyerFile,
      (e: Entry) => delete e.ja!.bio,
      'ja.bio (Japanese) is missing',
    ],
    [
      'an empty Burmese FAQ answer',
      'services/employment.json',
      (e: Entry) => ((e.my!.faqs as { answer: string }[])[1]!.answer = '  '),
      'my.faqs.1.answer (Burmese) is empty',
    ],
    [
      'an unknown practice-area id',
      lawyerFile,
      (e: Entry) => (e.en!.practiceAreas = ['employment', 'family-law']),
      'en.practiceAreas.1 (all languages) names no service: "family-law"',
    ],
    [
      'a portrait that does not exist',
      lawyerFile,
      (e: Entry) => (e.en!.portrait = '/images/professionals/nobody.jpg'),
      'en.portrait (all languages) /images/professionals/nobody.jpg does not exist',
    ],
    [
      'a lawyer’s malformed e-mail address',
      lawyerFile,
      (e: Entry) => (e.en!.email = 'khin@'),
      'en.email (all languages) is not an e-mail address',
    ],
    [
      'the firm’s malformed e-mail address',
      'firm.json',
      (e: Entry) => ((e.en!.emails as Record<string, string>).japanDesk = 'japandesk.example'),
      'en.emails.japanDesk (all languages) is not an e-mail address',
    ],
    [
      'a file name that differs from its id',
      'services/employment.json',
      (e: Entry) => (e.en!.id = 'labour'),
      `en.id (all languages) must be the file's name, "employment"`,
    ],
  ])('%s names the file, the field and the language', (_, file, change, message) => {
    expect(problemsAfter(file, change)).toContain(`content/${file}: ${message}`);
  });

  test('a title, icon or language the site does not know', () => {
    const message = problemsAfter(lawyerFile, (entry) => {
      entry.en!.title = 'seniorCounsel';
      entry.en!.languages = ['en', 'fr'];
    });
    expect(message).toContain('en.title (all languages) must be one of: managingPartner, partner');
    expect(message).toContain('en.languages.1 (all languages)');
  });

  test('a translation with a different number of items than the English', () => {
    const message = problemsAfter('legal/terms.json', (entry) => {
      (entry.my!.sections as unknown[]).pop();
    });
    expect(message).toMatch(
      /content\/legal\/terms\.json: my\.sections \(Burmese\) has \d+ items where English has \d+/,
    );
  });

  test('every problem is reported at once, one line each', () => {
    const message = problemsAfter(lawyerFile, (entry) => {
      delete entry.my!.name;
      entry.en!.startYear = 'long ago';
    });
    expect(message.split('\n')).toEqual([
      'The content has 2 problem(s):',
      expect.stringContaining('en.startYear (all languages) must be a year'),
      expect.stringContaining('my.name (Burmese) is missing'),
    ]);
  });
});

test('the content manager edits every language of the site, and an update in each', () => {
  // config.yml is YAML: gray-matter, which reads the entries' front matter, reads it too.
  const settings = readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8');
  const { i18n, collections } = matter(`---\n${settings}\n---`).data;
  const codes = languages.map(({ code }) => code);
  expect(i18n.locales).toEqual(codes);
  type Field = { name: string; options?: { value: string }[] };
  const articles = collections.find(({ name }: { name: string }) => name === 'articles');
  const language = articles.fields.find(({ name }: Field) => name === 'language') as Field;
  expect(language.options?.map(({ value }) => value)).toEqual(codes);
});

describe('articles', () => {
  const slug = 'labour-disputes-and-employment-contracts';
  const file = (lng = 'en') => `articles/${slug}.${lng}.md`;
  /** The committed English article changed, written as `name`: the problems reported. */
  const articleProblems = (change: (source: string) => string, name = file()) =>
    problemsAfterText(name, change, file());

  test('drafts are left out unless SITE_DRAFTS builds them, versions sharing one entry', () => {
    expect(loadContent(undefined, { drafts: false }).articles).toEqual([]);
    const { articles } = loadContent(undefined, { drafts: true });
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const published = articles.map((article) => article.facts.published);
    expect(published).toEqual([...published].sort().reverse());
    const article = articles.find((entry) => entry.slug === slug)!;
    expect(Object.keys(article.texts)).toEqual(['en', 'ja', 'my']);
    expect(article.texts.en!.body).toContain('<table>');
    expect(article.texts.en!.body).toContain('<blockquote>');
    expect(article.texts.ja!.body).toMatch(/<h2>.*<\/h2>/);
  });

  test('each summary, the description of its page, fits its language’s search results', () => {
    for (const { slug, texts } of loadContent(undefined, { drafts: true }).articles)
      for (const { code, descriptionLength } of languages) {
        const length = texts[code]?.summary.length ?? descriptionLength.min;
        expect(length, `${slug} in ${code}`).toBeGreaterThanOrEqual(descriptionLength.min);
        expect(length, `${slug} in ${code}`).toBeLessThanOrEqual(descriptionLength.max);
      }
  });

  test.each([
    [
      'an unknown author',
      (s: string) => s.replace('ZawMinHtet', 'Nobody'),
      'en.authors.0 (English) names no lawyer: "Nobody"',
    ],
    [
      'an unknown practice area',
      (s: string) => s.replace('- employment', '- no-such-area'),
      'en.practiceAreas.0 (English) names no service: "no-such-area"',
    ],
    [
      'a missing title',
      (s: string) => s.replace(/^title:.*$/m, ''),
      'en.title (English) is missing',
    ],
    [
      'a missing date',
      (s: string) => s.replace(/^published:.*$/m, ''),
      'en.published (English) is missing',
    ],
    [
      'a date in the future',
      (s: string) => s.replace(/^published:.*$/m, 'published: 2999-01-01'),
      'en.published (English) is in the future',
    ],
    [
      'a PDF that does not exist',
      (s: string) => s.replace('draft:', 'pdf: /files/publications/none.pdf\ndraft:'),
      'en.pdf (English) /files/publications/none.pdf does not exist',
    ],
    [
      'a PDF without its language',
      (s: string) => s.replace('draft:', 'pdf: /files/publications/none.pdf\ndraft:'),
      'en.pdfLanguage (English) is missing: the language of the PDF',
    ],
  ])('%s names the file, the field and the language', (_, change, message) => {
    expect(articleProblems(change)).toContain(`content/${file()}: ${message}`);
  });

  test('versions that disagree on a shared field', () => {
    const message = articleProblems((s) => s.replace('2026-09-21', '2026-09-20'), file('ja'));
    expect(message).toContain(
      `content/${file('ja')}: ja.published (Japanese) differs from ${slug}.en.md, another version of this article`,
    );
  });

  test('a reserved slug', () => {
    expect(articleProblems((s) => s, 'articles/page.en.md')).toContain(
      'content/articles/page.en.md: en.(file name) (English) "page" cannot be a slug',
    );
  });
});

describe('a bad entry stops the build', () => {
  test('the content step exits with the message and writes nothing', () => {
    // A copy of what the step reads, so the project's own generated files are not touched.
    const copy = mkdtempSync(join(tmpdir(), 'site-'));
    const reads = [
      'scripts/content.mjs',
      'locales',
      'content',
      'public/images',
      'src/data/service-icons.json',
    ];
    for (const path of reads) cpSync(join(root, path), join(copy, path), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    writeFileSync(join(copy, 'content', 'services', 'employment.json'), '{ "en": ');
    const run = spawnSync(process.execPath, ['scripts/content.mjs'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/services/employment.json: is not valid JSON');
    expect(existsSync(join(copy, 'public', 'locales'))).toBe(false);
    expect(existsSync(join(copy, 'src', 'data', 'generated'))).toBe(false);
  });
});
