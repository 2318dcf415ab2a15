import { languages, scriptRuns } from '../data/languages';

// Burmese writes no spaces between words, which Pagefind needs: the index and the query both pass
// through this (ICU's dictionary finds the words), so a word typed is a word the index holds.
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
