import { expect, test } from 'vitest';
import { articleHtml } from '../../scripts/content/article-html.ts';

// An article's body is written by the staff and shown on its page, in its feed and in the search
// index as HTML: what it cannot hold is shown as text or removed, never run, and each change is
// noted with its line.

/** The HTML of `markdown` as the browser reads it. */
function rendered(markdown: string) {
  const { html, notes, images } = articleHtml(markdown);
  const root = document.createElement('div');
  root.innerHTML = html;
  return { root, notes, images };
}

const hostile = [
  'Intro.',
  '',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '',
  '<style>body { display: none }</style>',
  '',
  '<script src="/assets/app.js"></script>',
  '',
  'A photo <img src="/images/a.png" alt="a" onerror="alert(1)" style="width:1px"> and <iframe src="/x"></iframe>',
  '',
  '<form action="/x"><input name="q"></form> <object data="/x"></object> <embed src="/x"> <base href="https://evil.example/"> <link rel="stylesheet" href="/x.css">',
  '',
  '[one](javascript:alert(1)) <a href="data:text/html,hi">two</a> [three](//evil.example) <a href="/x" onclick="alert(1)">four</a>',
].join('\n');

test('keeps what articles need: headings, paragraphs, lists, tables, quotes, links, images, emphasis, code', () => {
  const { root, notes } = rendered(
    [
      '## Heading',
      '',
      'A *quiet* **bold** [link](https://example.org/) and [mail](mailto:a@example.org) and [page](/about).',
      '',
      '- one',
      '1. two',
      '',
      '> quoted',
      '',
      '| a | b |',
      '|---|--:|',
      '| 1 | 2 |',
      '',
      '![a figure](/images/figure.png)',
      '',
      '`code` and',
      '',
      '```',
      'block',
      '```',
    ].join('\n'),
  );
  const kept = 'h2 p ul ol li table th td blockquote a img em strong code pre'.split(' ');
  for (const tag of kept) expect(root.querySelector(tag), tag).not.toBeNull();
  expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    'https://example.org/',
    'mailto:a@example.org',
    '/about',
  ]);
  expect(root.querySelector('td:last-child')?.getAttribute('align')).toBe('right');
  expect(notes).toEqual([]);
});

test('a tag it cannot hold is shown as the text it was', () => {
  const { root } = rendered('Under clause <Company Name> the buyer pays.');
  expect(root.textContent).toBe('Under clause <Company Name> the buyer pays.');
});

test('holds no meta, style, script, frame, form, object, embed, base or link, no handler and no style attribute; links only to https:, http:, mailto: or the site', () => {
  const { root } = rendered(hostile);
  expect(
    root.querySelectorAll('meta, style, script, iframe, form, input, object, embed, base, link'),
  ).toHaveLength(0);
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames(),
  );
  expect(attributes.filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
  expect(root.textContent).toContain(
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  );
  expect(root.textContent).toContain('<script src="/assets/app.js"></script>');
  expect(
    [...root.querySelectorAll('[href], [src]')].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src'),
    ),
  ).toEqual(['/images/a.png', '/x']);
});

test('notes each change with its line, and the images it shows', () => {
  const { notes, images } = rendered(hostile);
  const lines = hostile.split('\n');
  const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
  expect(notes).toEqual(
    expect.arrayContaining([
      { line: lineOf('<meta'), message: expect.stringContaining('<meta http-equiv="refresh"') },
      { line: lineOf('<style>'), message: expect.stringContaining('<style>') },
      {
        line: lineOf('<script'),
        message: expect.stringContaining('<script src="/assets/app.js">'),
      },
      { line: lineOf('<iframe'), message: expect.stringContaining('<iframe') },
      { line: lineOf('onerror'), message: 'onerror="alert(1)" was removed from <img>' },
      { line: lineOf('onerror'), message: 'style="width:1px" was removed from <img>' },
      { line: lineOf('javascript:'), message: 'href="javascript:alert(1)" was removed from <a>' },
      { line: lineOf('javascript:'), message: 'href="//evil.example" was removed from <a>' },
      { line: lineOf('onclick'), message: 'onclick="alert(1)" was removed from <a>' },
    ]),
  );
  expect(images).toEqual([{ line: lineOf('<img'), src: '/images/a.png' }]);
});
