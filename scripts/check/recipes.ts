// `npm run check:recipes`: follows each recipe of docs/architecture.md in a project copy, touching
// only the files it lists, then checks, typechecks, builds and runs the unit tests there and looks
// for the new pages in every language: a recipe missing a file, or miscounting them, fails.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, outboxEnv } from '../env.ts';
import { editJson, entriesIn, projectCopy, writeJson, type Entry } from './project-copy';

const DOC = 'docs/architecture.md';

// The doc's recipes, one line each: `**A lawyer** (2 files): `a`, `b`.`; a path may hold `<name>`,
// `*` (each existing file, not counted) and `{a,b}` (each).
function readRecipes(markdown: string) {
  const line = /^\*\*(.+?)\*\* \((\d+) files?[^)]*\): (.+)$/gm;
  return [...markdown.matchAll(line)].map(([, name = '', count, list = '']) => ({
    name,
    count: Number(count),
    patterns: [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
  }));
}

/** A path of the recipes as a regular expression. */
const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace(/<[^>]+>|\*/g, '[^/]+')
      .replace(/\{([^}]+)\}/g, (_, options: string) => `(${options.split(',').join('|')})`)}$`,
  );
/** How many files a recipe's paths name, each `*` path aside. */
const countOf = (patterns: string[]) =>
  patterns
    .filter((pattern) => !pattern.includes('*'))
    .map((pattern) =>
      (pattern.match(/\{[^}]+\}/g) ?? []).reduce((n, b) => n * b.split(',').length, 1),
    )
    .reduce((sum, n) => sum + n, 0);

// What each addition is called, in the copy.
const NEW = {
  title: 'recipeTitle',
  lawyer: 'RecipeLawyer',
  icon: 'recipe-icon',
  service: 'recipe-service',
  page: 'recipe-page',
  path: '/recipe',
  language: 'zh',
};
const texts = { en: 'Recipe', ja: 'レシピ', my: 'နမူနာ' };
const description = {
  en: 'A page added by following the recipe of the architecture guide, to prove its list of files.',
  ja: 'アーキテクチャの手順どおりに追加したページです。手順のファイル一覧が足りていることを確かめます。',
  my: 'ဤစာမျက်နှာကို ဗိသုကာလမ်းညွှန်ပါ နည်းလမ်းအတိုင်း ထည့်သွင်းထားပြီး ဖိုင်စာရင်း ပြည့်စုံကြောင်း စစ်ဆေးရန် ဖြစ်ပါသည်။',
};
type Texts = Record<string, Record<string, unknown>>;

/** Each recipe's edits, by the path it lists. */
function editors(copy: string): Record<string, Record<string, () => void>> {
  const at = (path: string) => join(copy, path);
  const files = (dir: string) => readdirSync(at(dir)).map((name) => `${dir}/${name}`);
  /** Inserts after the anchor, which must be there. */
  const edit = (path: string, anchor: RegExp, insert: string) => {
    const text = readFileSync(at(path), 'utf8');
    if (!anchor.test(text)) throw new Error(`${path} no longer has ${anchor}: rewrite its edit`);
    writeFileSync(
      at(path),
      text.replace(anchor, (found) => found + insert),
    );
  };
  /** Each interface language's texts of a namespace, changed by `change`. */
  const locales = (ns: string, change: (v: Texts, lng: keyof typeof texts) => void) => {
    for (const lng of Object.keys(texts) as (keyof typeof texts)[])
      editJson<Texts>(at(`locales/${lng}/${ns}.json`), (v) => change(v, lng));
  };
  /** A new entry of `dir`, the first one's copy, last in order. */
  const entryLike = (dir: string, id: string, change: (entry: Entry) => void) => {
    const entries = entriesIn(at(dir));
    const entry = structuredClone(entries[0]!);
    Object.assign(entry.en, { id, order: Math.max(...entries.map((e) => e.en.order)) + 1 });
    for (const [lng, text] of Object.entries(texts)) entry[lng]!.name = `${text} ${lng}`;
    change(entry);
    writeJson(at(`${dir}/${id}.json`), entry);
  };
  const portrait = `/images/professionals/recipe-lawyer.svg`;
  /** The new language's block in an entry: the Japanese texts. */
  const block = (path: string) => editJson(at(path), (v) => (v[NEW.language] = v.ja!));
  const cmsOption = (field: string, value: string) =>
    edit(
      'public/admin/config.yml',
      new RegExp(`name: ${field}\\n(\\s+\\w+: .+\\n)*?\\s+options:\\n`),
      `          - { label: Recipe, value: ${value} }\n`,
    );
  return {
    'A title': {
      'locales/{en,ja,my}/professionals.json': () =>
        locales('professionals', (v, lng) => (v.titles![NEW.title] = texts[lng])),
      'public/admin/config.yml': () => cmsOption('title', NEW.title),
    },
    'A lawyer': {
      'content/lawyers/<id>.json': () =>
        entryLike('content/lawyers', NEW.lawyer, (entry) => {
          Object.assign(entry.en, { title: NEW.title, portrait });
          for (const lng of Object.keys(texts)) entry[lng]!.awards = [];
        }),
      'public/images/professionals/<portrait>': () => {
        const [lawyer] = entriesIn(at('content/lawyers'));
        cpSync(at(`public${lawyer!.en.portrait}`), at(`public${portrait}`));
      },
    },
    'A service': {
      'content/services/<id>.json': () =>
        entryLike('content/services', NEW.service, (entry) => (entry.en.icon = NEW.icon)),
    },
    'A service icon': {
      'src/data/service-icons.json': () =>
        editJson<Record<string, string>>(
          at('src/data/service-icons.json'),
          (icons) => (icons[NEW.icon] = 'M4 4h16v16H4Z'),
        ),
      'public/admin/config.yml': () => cmsOption('icon', NEW.icon),
    },
    'A main page': {
      'src/data/routes.ts': () =>
        edit(
          'src/data/routes.ts',
          /const entries = \[\n/,
          `  { path: '${NEW.path}', page: '${NEW.page}', ns: [], meta: { kind: 'main', navKey: 'recipe' } },\n`,
        ),
      'src/views/pages/<page>.tsx': () =>
        writeFileSync(
          at(`src/views/pages/${NEW.page}.tsx`),
          `import { useTranslation } from 'react-i18next';
import { PageHead } from '../components/page-head';

export function RecipePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead label={t('nav.recipe')} description={t('recipe.description')} />
      <h1>{t('nav.recipe')}</h1>
    </>
  );
}
`,
        ),
      'locales/{en,ja,my}/common.json': () =>
        locales('common', (v, lng) => {
          v.nav!.recipe = texts[lng];
          v.recipe = { description: description[lng] };
        }),
    },
    'A language': {
      'src/data/languages.ts': () =>
        edit(
          'src/data/languages.ts',
          /(?=\] as const;)/,
          `  { code: '${NEW.language}', ogLocale: 'zh_CN', label: '中文', name: '中文', descriptionLength: { min: 25, max: 120 }, numberingSystem: 'latn', lineHeight: { body: '1.6', heading: '1.2' }, font: { body: 'sans-serif', heading: 'serif' }, lineBreaks: {}, address: { largeFirst: true, separator: ' ' }, script: '\\\\p{Script=Han}\\\\p{Script=Hiragana}\\\\p{Script=Katakana}' },\n`,
        ),
      'src/data/spoken-languages.json': () =>
        editJson<Record<string, string>>(
          at('src/data/spoken-languages.json'),
          (v) => (v[NEW.language] = '🇨🇳'),
        ),
      'locales/{en,ja,my}/professionals.json': () => {
        const names = { en: 'Chinese', ja: '中国語', my: 'တရုတ်' };
        locales('professionals', (v, lng) => (v.languages![NEW.language] = names[lng]));
      },
      'locales/<code>/{common,home,about,services,professionals,legal,publications,search}.json':
        () => cpSync(at('locales/ja'), at(`locales/${NEW.language}`), { recursive: true }),
      'public/admin/config.yml': () => {
        edit('public/admin/config.yml', /locales: \[[^\]]+/, `, ${NEW.language}`);
        cmsOption('languages', NEW.language);
        cmsOption('pdfLanguage', NEW.language);
      },
      'content/firm.json': () => block('content/firm.json'),
      'content/terminology.json': () => block('content/terminology.json'),
      'content/lawyers/*.json': () => {
        files('content/lawyers').forEach(block);
        // The firm's languages are its lawyers': one speaks the new one.
        editJson(at(`content/lawyers/${NEW.lawyer}.json`), (v) =>
          v.en.languages.push(NEW.language),
        );
      },
      'content/services/*.json': () => files('content/services').forEach(block),
      'content/legal/*.json': () => files('content/legal').forEach(block),
    },
  };
}

/** What the built site must hold for each addition, in every language: the path's page. */
function builtPages(copy: string) {
  const dist = join(copy, 'dist');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const paths = ['/', NEW.path, `/professionals/${NEW.lawyer}`, `/expertise/${NEW.service}`];
  return readdirSync(join(copy, 'locales')).flatMap((lng) =>
    paths.flatMap((path) => {
      const url = lng === 'en' ? path : `/${lng}${path === '/' ? '/' : path}`;
      const file = join(dist, url.endsWith('/') ? `${url}index.html` : `${url}.html`);
      const problems = [];
      if (!existsSync(file)) problems.push(`${url}: no page in dist/`);
      else if (!/<title>[^<]+<\/title>/.test(readFileSync(file, 'utf8')))
        problems.push(`${url}: no title`);
      if (!sitemap.includes(`${url}</loc>`)) problems.push(`${url}: not in the sitemap`);
      return problems;
    }),
  );
}

const git = (copy: string, args: string[]) =>
  spawnSync('git', ['-c', 'user.name=recipes', '-c', 'user.email=recipes@localhost', ...args], {
    cwd: copy,
    encoding: 'utf8',
  }).stdout;

function main() {
  const recipes = readRecipes(readFileSync(join(ROOT, DOC), 'utf8'));
  const copy = projectCopy('recipes-');
  git(copy, ['init', '-q']);
  git(copy, ['add', '-A']);
  git(copy, ['commit', '-qm', 'as it is']);
  const edits = editors(copy);
  const problems = Object.keys(edits)
    .filter((name) => !recipes.some((recipe) => recipe.name === name))
    .map((name) => `${DOC} has no recipe "${name}" (a line \`**${name}** (N files): …\`)`);
  for (const { name, count, patterns } of recipes) {
    const known = edits[name];
    if (!known) {
      problems.push(`${DOC}: "${name}" is no addition scripts/check/recipes.ts knows how to make`);
      continue;
    }
    if (countOf(patterns) !== count)
      problems.push(`${DOC}: "${name}" says ${count} files, lists ${countOf(patterns)}`);
    for (const pattern of patterns) {
      try {
        if (!known[pattern]) throw new Error(`lists ${pattern}, an edit the check cannot make`);
        known[pattern]();
      } catch (error) {
        problems.push(`"${name}": ${(error as Error).message}`);
      }
    }
    const touched = git(copy, ['status', '--porcelain', '-uall'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const matchers = patterns.map(matcher);
    for (const file of touched)
      if (!matchers.some((m) => m.test(file))) problems.push(`"${name}" touched ${file}, unlisted`);
    git(copy, ['add', '-A']);
    git(copy, ['commit', '-qm', name]);
    console.log(`${name}: ${touched.length} files edited`);
  }
  const env = { ...process.env, ...outboxEnv('recipes', 'http://127.0.0.1:9') };
  const steps = [
    ['npm', 'run', 'content'],
    ['npm', 'run', 'typecheck'],
    // The unit tests read every entry and text: an addition keeps them green, as npm test asks.
    ['npx', 'vitest', 'run', 'tests/unit'],
    ['npm', 'run', 'build'],
  ] as const;
  for (const [command, ...args] of problems.length ? [] : steps) {
    console.log(`$ ${command} ${args.join(' ')}`);
    const { status } = spawnSync(command, args, { cwd: copy, env, stdio: 'inherit' });
    if (status !== 0) {
      problems.push(`${command} ${args.join(' ')} failed after the recipes' additions`);
      break;
    }
  }
  if (!problems.length) problems.push(...builtPages(copy));
  if (problems.length) {
    console.error(
      `✘ The recipes of ${DOC} no longer hold (the copy: ${copy}):\n  ${problems.join('\n  ')}`,
    );
    return 1;
  }
  rmSync(copy, { recursive: true, force: true });
  console.log(`✔ Every recipe of ${DOC} holds: its files are what its addition needs.`);
  return 0;
}

process.exitCode = main();
