import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, test, vi } from 'vitest';
import { ContentError, loadContent, vocabulary } from '../../scripts/content/load.ts';
import { firmTimeZone, languageName, longest, todayIn } from '../../scripts/content/rules.ts';
import { inWords, readSettings } from '../../scripts/content/words.ts';
import { cmsFolders } from '../../scripts/cms/local-backend.ts';
import { projectCopy, readJson } from '../../scripts/check/project-copy.ts';
import { professionals } from '../../src/data/professionals';
import { services } from '../../src/data/services';
import { languageOf, languages, type SiteLanguage } from '../../src/data/languages';
import { imageFolders } from '../../src/data/images';

// The staff's content is checked before anything is built: each kind of mistake a person makes
// by hand or in the CMS gets one line naming the file, the field and the language.

const root = join(import.meta.dirname, '..', '..');
type Entry = Record<string, Record<string, unknown>>;

/** A copy of the content with `file` written as `change` makes `from`. */
function copyWith(file: string, change: (text: string) => string, from = file): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  cpSync(join(root, 'content'), dir, { recursive: true });
  writeFileSync(join(dir, file), change(readFileSync(join(dir, from), 'utf8')));
  return dir;
}

/** The problems reported in the content at `dir`. */
function problemsIn(dir: string): string {
  try {
    loadContent(dir, { drafts: true });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('the changed content passed');
}

/** The same in a copy with the JSON entry `file` as `change` changes it. */
const problemsAfter = (file: string, change: (entry: Entry) => void) =>
  problemsIn(
    copyWith(file, (text) => {
      const entry = JSON.parse(text) as Entry;
      change(entry);
      return JSON.stringify(entry);
    }),
  );

const lawyer = professionals[0]!;
const lawyerFile = `lawyers/${lawyer.id}.json`;
const service = services[0]!.id;
const serviceFile = `services/${service}.json`;

describe('the content schema', () => {
  test('the content as committed passes, and gives the site its lawyers and services', () => {
    const content = loadContent();
    expect(content.lawyers.map((entry) => entry?.facts.id)).toEqual(professionals.map((p) => p.id));
    expect(content.services.map((entry) => entry?.facts.id)).toEqual(services.map((s) => s.id));
  });

  // Each mistake's message and the mistake, by the file it is made in.
  const mistakes: Record<string, [string, (e: Entry) => void][]> = {
    [lawyerFile]: [
      ['ja.bio (Japanese) is missing', (e) => delete e.ja!.bio],
      ['ja.education (Japanese) is missing', (e) => (e.ja!.education = null)],
      [
        'en.practiceAreas.1 (all languages) names no service: "family-law"',
        (e) => (e.en!.practiceAreas = [service, 'family-law']),
      ],
      [
        'en.portrait (all languages) /images/professionals/nobody.jpg does not exist',
        (e) => (e.en!.portrait = '/images/professionals/nobody.jpg'),
      ],
      ['en.email (all languages) is not an e-mail address', (e) => (e.en!.email = 'name@')],
      ...['javascript:alert(1)', 'https://linkedin.com.evil.example/in/x'].map(
        (address): [string, (e: Entry) => void] => [
          'en.linkedin (all languages) must be a web address starting with https://www.linkedin.com/',
          (e) => (e.en!.linkedin = address),
        ],
      ),
      [
        'en.facebook (all languages) must be a web address starting with https://www.facebook.com/',
        (e) => (e.en!.facebook = 'data:text/html,<script>alert(1)</script>'),
      ],
      [
        'en.phone (all languages) must be an international number',
        (e) => (e.en!.phone = 'call the office'),
      ],
      [
        'en.portrait (all languages) must be a file in /images/professionals/',
        (e) => (e.en!.portrait = '/images/../../package.json'),
      ],
      [
        'en.awards.0.image (all languages) must be a file in /images/awards/',
        (e) => (e.en!.awards = [{ image: '/images/professionals/x.svg', title: 'x' }]),
      ],
      [
        `ja.bio (Japanese) is too long: 500000 characters, at most ${longest.bio}`,
        (e) => (e.ja!.bio = 'あ'.repeat(500_000)),
      ],
      [
        'my.Bio (Burmese) is not a field the site knows: check its spelling',
        (e) => (e.my!.Bio = e.my!.bio),
      ],
      ['"fr" is not a language of the site', (e) => (e.fr = e.en!)],
      [
        `en.title (all languages) must be one of: ${vocabulary().titles.join(', ')}`,
        (e) => (e.en!.title = 'seniorCounsel'),
      ],
      ['en.languages.1 (all languages)', (e) => (e.en!.languages = ['en', 'fr'])],
    ],
    [serviceFile]: [
      [
        'my.faqs.0.answer (Burmese) is empty',
        (e) => ((e.my!.faqs as { answer: string }[])[0]!.answer = '  '),
      ],
      [
        `en.id (all languages) must be the file's name, "${service}"`,
        (e) => (e.en!.id = 'another-id'),
      ],
      [
        `my.name (Burmese) is too long: ${longest.name + 1} characters, at most ${longest.name}`,
        (e) => (e.my!.name = 'က'.repeat(longest.name + 1)),
      ],
    ],
    'firm.json': [
      [
        'en.emails.japanDesk (all languages) is not an e-mail address',
        (e) => ((e.en!.emails as Record<string, string>).japanDesk = 'japandesk.example'),
      ],
      [
        'en.siteUrl (all languages) must be a web address starting with https://',
        (e) => (e.en!.siteUrl = 'http://example.org'),
      ],
      [
        'en.phone.display (all languages) must be an international number',
        (e) => ((e.en!.phone as Record<string, string>).display = '01 234 5678'),
      ],
    ],
  };
  test.each(
    Object.entries(mistakes).flatMap(([file, rows]) =>
      rows.map(([message, change]) => [message, file, change] as const),
    ),
  )('"%s" names the file, the field and the language', (message, file, change) => {
    expect(problemsAfter(file, change)).toContain(`content/${file}: ${message}`);
  });

  test('a file that holds null is named', () => {
    expect(problemsIn(copyWith(lawyerFile, () => 'null'))).toContain(
      `content/${lawyerFile}: must hold a part for each language`,
    );
  });

  test('two entries whose file names differ only in capitals', () => {
    const twin = `lawyers/${lawyer.id.toLowerCase()}.json`;
    expect(problemsIn(copyWith(twin, (s) => s, lawyerFile))).toContain(
      `content/${twin}: en.id (all languages) differs from ${lawyer.id}.json only in capitals`,
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

const settingsText = readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8');
const settings = readSettings(settingsText);
const articleSettings = settings.collections.find(({ name }) => name === 'articles')!;

test('the content manager edits every language of the site, an update’s side by side', () => {
  expect(settings.i18n.locales).toEqual(languages.map(({ code }) => code));
  // An update is one entry, its versions the files <slug>.<lng>.md, in the site's languages.
  expect(articleSettings.i18n).toEqual({ structure: 'multiple_files' });
});

test('the content manager names an update by its web address name, its language files one entry', () => {
  const update = `${articleSettings.label_singular} "an-update"`;
  const summary = articleSettings.fields!.find(({ name }) => name === 'summary')!.label;
  const at = (lng: string) => `${articleSettings.folder}/an-update.${lng}.md`;
  expect(
    inWords({ file: at('ja'), lng: 'ja', field: 'summary', message: 'is missing' }, settings),
  ).toBe(`${update}: ${summary} (Japanese) is missing`);
  expect(inWords({ file: at('en'), message: 'is missing' }, settings)).toBe(
    `${update} (English): is missing`,
  );
});

test('the local backend lets the content manager write in every media folder it names, the updates’ pictures among them', () => {
  const media = [...settingsText.matchAll(/media_folder:\s*\/?(\S+)/g)].map((match) => match[1]);
  expect(media).toContain('public/images/articles');
  expect(cmsFolders(settingsText)).toEqual(expect.arrayContaining(media));
});

describe('articles', () => {
  const slug = 'labour-disputes-and-employment-contracts';
  const file = (lng = 'en') => `articles/${slug}.${lng}.md`;
  /** The committed English article changed, written as `name`: the problems reported. */
  const articleProblems = (change: (source: string) => string, name = file()) =>
    problemsIn(copyWith(name, change, file()));

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

  const pdf = (s: string) => s.replace('draft:', 'pdf: /files/publications/none.pdf\ndraft:');
  test.each<[string, (source: string) => string, string?]>([
    [
      'en.authors.0 (all languages) names no lawyer: "Nobody"',
      (s) => s.replace(/^(authors:\n\s+- ).*$/m, '$1Nobody'),
    ],
    [
      'en.practiceAreas.0 (all languages) names no service: "no-such-area"',
      (s) => s.replace(/^(practiceAreas:\n\s+- ).*$/m, '$1no-such-area'),
    ],
    ['en.title (English) is missing', (s) => s.replace(/^title:.*$/m, '')],
    ['en.published (all languages) is missing', (s) => s.replace(/^published:.*$/m, '')],
    [
      'en.published (all languages) is in the future',
      (s) =>
        s
          .replace(/^published:.*$/m, 'published: 2999-01-01')
          .replace(/^draft:.*$/m, 'draft: false'),
    ],
    [
      'en.Draft (English) is not a field of an article: check its spelling',
      (s) => s.replace(/^draft:/m, 'Draft:'),
    ],
    [
      'en.authors (all languages) is missing',
      (s) => s.replace(/^authors:\n(\s+- .*\n)+/m, 'authors:\n'),
    ],
    ['en.body (English) is too long', (s) => `${s}\n${'x'.repeat(longest.body)}\n`],
    ['en.pdf (all languages) /files/publications/none.pdf does not exist', pdf],
    ['en.pdfLanguage (all languages) is missing: the language of the PDF', pdf],
    ['en.(file name) (English) "page" cannot be a slug', (s) => s, 'articles/page.en.md'],
    ['en.(file name) (English) "author" cannot be a slug', (s) => s, 'articles/author.en.md'],
  ])('"%s" names the file, the field and the language', (message, change, name = file()) => {
    expect(articleProblems(change, name)).toContain(`content/${name}: ${message}`);
  });

  test('front matter in another language than YAML fails, naming the file, and nothing in it runs', () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'ran-')), 'ran');
    const code = `{ title: require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran') }`;
    for (const language of ['js', 'javascript', 'coffee'])
      expect(articleProblems(() => `---${language}\n${code}\n---\nBody.\n`)).toContain(
        `content/${file()}: the part between the --- lines must be YAML, not "${language}"`,
      );
    expect(existsSync(marker)).toBe(false);
  });

  test('broken YAML names the file and the line', () => {
    const message = articleProblems((s) => s.replace(/^title: .*$/m, "title: 'unclosed"));
    expect(message).toMatch(
      new RegExp(
        `content/${file()}: the part between the --- lines is not valid YAML \\(line \\d+\\)`,
      ),
    );
  });

  test.each([
    ['outside the images', '/images/../../package.json', 'an image must be a file in /images/'],
    ['that does not exist', '/images/no-such-figure.png', 'which does not exist'],
    [
      'from a folder deployed only resized',
      `${Object.keys(imageFolders)[0]}/any.png`,
      'a portrait, award or hero image the site only shows resized',
    ],
  ])('an image in the body %s names the file, its line and the language', (_, src, message) => {
    const change = (s: string) => `${s}\nA figure:\n\n![figure](${src})\n`;
    const line = change(readFileSync(join(root, 'content', file()), 'utf8'))
      .split('\n')
      .findIndex((text) => text.includes(src));
    expect(articleProblems(change)).toContain(
      `content/${file()}, line ${line + 1}: en.body (English) shows ${src}${message.startsWith('an image') ? ': ' : ', '}${message}`,
    );
  });

  test('HTML an article cannot hold is left out of its page with a warning naming the file and the line', () => {
    const tag = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const dir = copyWith(file(), (s) => `${s}\nUnder clause <Company Name>.\n\n${tag}\n`);
    const source = readFileSync(join(dir, file()), 'utf8').split('\n');
    const { articles, warnings } = loadContent(dir, { drafts: true });
    const body = articles.find((entry) => entry.slug === slug)!.texts.en!.body;
    expect(body).not.toContain('<meta');
    expect(body).toContain('Under clause &lt;Company Name&gt;.');
    const line = source.findIndex((text) => text === tag) + 1;
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/${file()}, line ${line}: en\\.body \\(English\\) "<meta http-equiv`),
      ),
    );
  });

  describe(`dates are the firm's (${firmTimeZone})`, () => {
    const dated = (published: string, draft: boolean) => (s: string) =>
      s
        .replace(/^published:.*$/m, `published: ${published}`)
        .replace(/^updated:.*$/m, '')
        .replace(/^draft:.*$/m, `draft: ${draft}`);
    const load = (published: string, draft: boolean) =>
      loadContent(copyWith('articles/dated.en.md', dated(published, draft), file()), {
        drafts: true,
      }).articles.find((entry) => entry.slug === 'dated');

    test('an article dated today may be published before dawn in the firm’s time zone', () => {
      // 23:30 UTC is the next morning in the firm's zone: its date there is "today".
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
      const today = todayIn(firmTimeZone);
      expect(today).not.toBe('2026-03-10');
      try {
        expect(load(today, false)?.facts.published).toBe(today);
      } finally {
        vi.useRealTimers();
      }
    });

    test('a draft may have a date in the future', () => {
      expect(load('2999-01-01', true)?.facts.published).toBe('2999-01-01');
    });
  });

  describe('an update is one entry: its shared fields once, its language versions beside them', () => {
    // A fixture update, written as the CMS's multiple_files writes it, in a copy of the content.
    const fixture = 'fixture-update';
    const sharedFields = {
      published: '2025-01-02',
      authors: [lawyer.id],
      practiceAreas: [service],
      draft: false,
    };
    // A summary as short as its language's search description may be.
    const version = (lng: SiteLanguage) => ({
      title: `Title ${lng}`,
      summary: `Summary ${lng}`.padEnd(languageOf(lng).descriptionLength.min, '.'),
    });
    const md = (fields: Record<string, unknown>, body = '') => matter.stringify(body, fields);
    const copyWithUpdate = (files: Record<string, string>) => {
      const dir = copyWith(file(), (s) => s);
      for (const [lng, source] of Object.entries(files))
        writeFileSync(join(dir, 'articles', `${fixture}.${lng}.md`), source);
      return dir;
    };
    const load = (files: Record<string, string>) =>
      loadContent(copyWithUpdate(files)).articles.find((entry) => entry.slug === fixture);
    const problems = (files: Record<string, string>) => problemsIn(copyWithUpdate(files));

    test('a language left empty is no version: the update is in the others only', () => {
      const update = load({
        en: md({ ...sharedFields, ...version('en') }, 'Body.\n'),
        // What the CMS writes for a language no one wrote in: the shared fields, or nothing.
        ja: md(sharedFields),
        my: md({ title: '', summary: '' }, '\n'),
      });
      expect(Object.keys(update!.texts)).toEqual(['en']);
    });

    test('an update in Japanese only: the English file holds its shared fields alone', () => {
      const update = load({ en: md(sharedFields), ja: md(version('ja'), '本文。\n') });
      expect(update!.facts).toEqual(sharedFields);
      expect(Object.keys(update!.texts)).toEqual(['ja']);
    });

    test('the shared fields are the English file’s: another version repeating others fails nothing', () => {
      const update = load({
        en: md({ ...sharedFields, ...version('en') }, 'Body.\n'),
        ja: md({ ...version('ja'), published: '2024-05-06', draft: true, authors: [] }, '本文。\n'),
      });
      expect(update!.facts).toEqual(sharedFields);
      expect(Object.keys(update!.texts)).toEqual(['en', 'ja']);
    });

    test('a version half written, an update with no version or no English file, are named', () => {
      const at = (lng: string) => `content/articles/${fixture}.${lng}.md`;
      const ja = md({ title: 'Title ja' }, '本文。\n');
      expect(problems({ en: md(sharedFields), ja })).toContain(
        `${at('ja')}: ja.summary (Japanese) is missing`,
      );
      expect(problems({ en: md(sharedFields) })).toContain(
        `${at('en')}: en.title (English) is missing: an update needs a title, summary and text`,
      );
      expect(problems({ ja: md(version('ja'), '本文。\n') })).toContain(
        `${at('en')}: is missing: it holds the dates`,
      );
    });
  });
});

describe('a translation keeps the English entry’s shape, its language’s description length, its own words', () => {
  const others = languages.slice(1);
  type Texts = { faqs: unknown[]; details: string; education: string[]; summary: string };
  const en = (file: string) => readJson<Entry>(join(root, 'content', file)).en as Texts;

  test.each(others)('a FAQ, a bullet or a line of education missing in $name', ({ code }) => {
    for (const [file, field] of [
      [serviceFile, 'faqs'],
      [lawyerFile, 'education'],
    ] as const) {
      const items = en(file)[field].length;
      expect(problemsAfter(file, (e) => (e[code]![field] as unknown[]).pop())).toContain(
        `${code}.${field} (${languageName.of(code)}) has ${items - 1} items where English has ${items}`,
      );
    }
    const bullets = en(serviceFile).details.match(/^- /gm)!.length;
    const fewer = (e: Entry) =>
      (e[code]!.details = (e[code]!.details as string).replace(/^- .*\n?/m, ''));
    expect(problemsAfter(serviceFile, fewer)).toContain(
      `${code}.details (${languageName.of(code)}) has ${bullets - 1} bullets ("- " lines) where English has ${bullets}`,
    );
  });

  test('service details without a quick fact, or with nothing but quick facts', () => {
    const needs =
      'en.details (English) needs a paragraph and at least one "- " line (a quick fact)';
    const keep = (bullets: boolean) => (e: Entry) => {
      const lines = (e.en!.details as string).split('\n');
      e.en!.details = lines.filter((l) => l.startsWith('- ') === bullets).join('\n');
    };
    expect(problemsAfter(serviceFile, keep(false))).toContain(needs);
    expect(problemsAfter(serviceFile, keep(true))).toContain(needs);
  });

  test.each(others)('a text left in English in $name', ({ code }) => {
    const english = (e: Entry) => (e[code]!.summary = e.en!.summary);
    expect(problemsAfter(lawyerFile, english)).toContain(
      `${code}.summary (${languageName.of(code)}) is the English text: translate it`,
    );
  });

  test.each(languages)(
    'a search description longer than $name results show',
    ({ code, descriptionLength }) => {
      const { min, max } = descriptionLength;
      const long = (e: Entry) => (e[code]!.metaDescription = 'x'.repeat(max + 1));
      expect(problemsAfter(serviceFile, long)).toContain(
        `${code}.metaDescription (${languageName.of(code)}) has ${max + 1} characters: a search description in ${languageName.of(code)} has ${min} to ${max}`,
      );
    },
  );
});

test('a bad entry stops the build: the content step exits with the message and writes nothing, in a path with a space too', () => {
  // A copy, so the project's own generated files are not touched.
  const copy = projectCopy('site copy-');
  writeFileSync(join(copy, 'content', serviceFile), '{ "en": ');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/content.ts'], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`content/${serviceFile}: is not valid JSON`);
  expect(existsSync(join(copy, 'public', 'locales'))).toBe(false);
  expect(existsSync(join(copy, 'src', 'data', 'generated'))).toBe(false);
  // A process of its own, as images.test.ts's: slow on a busy machine, not a limit of the site.
}, 60_000);
