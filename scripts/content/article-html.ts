// An article's Markdown as the one HTML its page, feed and search index carry. Staff write it and
// marked passes raw HTML through, so sanitize-html keeps an allowlist: no script, style, frame,
// form, <base> or handler, links to https:, http:, mailto: or the site only. Other HTML is shown as
// the text it was ("Under clause <Company Name>"), never dropped in silence, and noted with its line.
import { Marked } from 'marked';
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { escapeXml } from './words.ts';

const tags = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ...['a', 'img', 'em', 'strong', 'del', 's', 'sup', 'sub'],
];
const attributes: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
  code: ['class'],
};
// Site-relative, but not `//host` or `/\host`, which browsers read as another site.
const address = /^(https?:|mailto:|#|\/(?![/\\]))/i;

const shorten = (html: string) => {
  const line = html.trim().replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/** `markdown` as safe HTML, `notes` (`{ line, message }`) on what was changed, and its `images`. */
export function articleHtml(markdown: string) {
  const notes: { line: number; message: string }[] = [];
  const images: { line: number; src: string }[] = [];
  let line = 1;
  const note = (message: string) => notes.push({ line, message });
  const marked = new Marked({
    renderer: {
      // Raw HTML with a tag outside the list is shown whole, as it was written (a block as a paragraph).
      html({ text, block }) {
        const names = [...text.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!);
        if (names.every((name) => tags.includes(name.toLowerCase()))) return text;
        note(`"${shorten(text)}" is shown as text: an article cannot hold this HTML`);
        return block ? `<p>${escapeXml(text)}</p>` : escapeXml(text);
      },
    },
  });
  const options: IOptions = {
    allowedTags: tags,
    allowedAttributes: attributes,
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      '*': (tagName: string, attribs: Record<string, string>) => {
        if (!tags.includes(tagName)) {
          note(`<${tagName}> is shown as text`);
          return { tagName, attribs };
        }
        const kept = Object.entries(attribs).filter(([name, value]) => {
          const allowed =
            attributes[tagName]?.includes(name) &&
            (!['href', 'src'].includes(name) || address.test(value));
          if (!allowed) note(`${name}="${shorten(value)}" was removed from <${tagName}>`);
          return allowed;
        });
        if (tagName === 'img' && attribs.src && address.test(attribs.src))
          images.push({ line, src: attribs.src });
        return { tagName, attribs: Object.fromEntries(kept) };
      },
    },
  };
  // Block by block, so each note knows its line.
  const blocks = marked.lexer(markdown);
  let html = '';
  for (const block of blocks) {
    html += sanitizeHtml(marked.parser(Object.assign([block], { links: blocks.links })), options);
    line += block.raw.split('\n').length - 1;
  }
  return { html: html.trim(), notes, images };
}
