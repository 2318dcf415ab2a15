import { languages, scriptRuns } from '../data/languages';

// Burmese writes no spaces between words, and Pagefind finds words by the spaces between them.
// The index (scripts/build/search-index.ts) and the query (pagefind-actor.ts) both pass through this,
// so a word a visitor types is a word the index holds. ICU's dictionary finds the words.
const segmented = languages.flatMap((lng) => ('segmentWords' in lng ? [lng.code] : []));
/** A hair space: Pagefind splits words at it, and no text of the site holds one. */
const wordSpace = '\u200a';

/** `text` with a hair space between Burmese words; other scripts unchanged. */
export function spaceBurmeseWords(text: string): string {
  return segmented.reduce((spaced, lng) => {
    const words = new Intl.Segmenter(lng, { granularity: 'word' });
    const split = (run: string) => Array.from(words.segment(run), ({ segment }) => segment);
    return spaced.replace(scriptRuns(lng), (run) => split(run).join(wordSpace));
  }, text);
}

/** A title as written. Excerpts keep the spaces: Pagefind makes them ordinary ones. */
export function unspaceBurmeseWords(text: string): string {
  return text.replaceAll(wordSpace, '');
}
