// The content the e2e tests' second site is built from: the firm's, with ten short English
// articles more by its first lawyer, so English has a second listing page, of all articles and of
// theirs, while Japanese and Burmese have one, and one English article whose body holds HTML that
// must do nothing (hostileArticle).
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The hostile article's slug, the same-origin script its body names, and an image the site deploys as it is. */
export const hostileArticle = {
  slug: 'hostile-html',
  script: '/hostile.js',
  image: '/images/backgrounds/office.svg',
};

export function draftsContent(root) {
  const dir = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'content');
  cpSync(join(root, 'content'), dir, { recursive: true });
  const [lawyerFile] = readdirSync(join(dir, 'lawyers'));
  const lawyer = JSON.parse(readFileSync(join(dir, 'lawyers', lawyerFile), 'utf8')).en;
  const [service] = readdirSync(join(dir, 'services')).map((name) => name.replace(/\.json$/, ''));
  const write = (slug, front, body) =>
    writeFileSync(
      join(dir, 'articles', `${slug}.en.md`),
      `---\n${[...front, `authors: [${lawyer.id}]`, `practiceAreas: [${service}]`].join('\n')}\n---\n\n${body}\n`,
    );
  for (let n = 1; n <= 10; n++)
    write(
      `test-article-${n}`,
      [
        `title: Test article ${n}`,
        `summary: A short English article that only the tests publish (${n}).`,
        `published: 2025-01-${String(n).padStart(2, '0')}`,
      ],
      `Body ${n}.`,
    );
  const ran = `document.title='ran'`;
  write(
    hostileArticle.slug,
    [
      'title: An article whose HTML must do nothing',
      'summary: Its body holds a refresh, a style, a script, handlers, a frame and a script link.',
      'published: 2024-12-01',
    ],
    [
      'Under clause <Company Name> the buyer pays.',
      '<meta http-equiv="refresh" content="0;url=/contact">',
      '<style>main { display: none }</style>',
      `<script src="${hostileArticle.script}"></script>`,
      `<img src="${hostileArticle.image}" alt="" onload="${ran}" onerror="${ran}"> <iframe src="/contact"></iframe>`,
      `[A link](javascript:${ran})`,
    ].join('\n\n'),
  );
  return dir;
}
