// Burmese writes no spaces between words, and Pagefind finds words by the spaces between them.
// The index (scripts/build/search-index.ts) and the query (pagefind-actor.ts) both pass through this,
// so a word a visitor types is a word the index holds. ICU's dictionary finds the words.
const burmeseRun = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]+/g;
/** A hair space: Pagefind splits words at it, and no text of the site holds one. */
const wordSpace = '\u200a';
let segmenter: Intl.Segmenter | undefined;

/** `text` with a hair space between Burmese words; other scripts unchanged. */
export function spaceBurmeseWords(text: string): string {
  return text.replace(burmeseRun, (run) => {
    segmenter ??= new Intl.Segmenter('my', { granularity: 'word' });
    return Array.from(segmenter.segment(run), ({ segment }) => segment).join(wordSpace);
  });
}

/** A title as written. Excerpts keep the spaces: Pagefind makes them ordinary ones. */
export function unspaceBurmeseWords(text: string): string {
  return text.replaceAll(wordSpace, '');
}
