import { languages, scriptRuns, type SiteLanguage } from '../data/languages';

// Burmese writes no spaces between words, which Pagefind needs: the index and the query both pass
// through this (ICU's dictionary finds the words), so a word typed is a word the index holds.
const segmented = languages.flatMap((lng) => ('segmentWords' in lng ? [lng.code] : []));
/** A hair space: Pagefind splits words at it, and no text of the site holds one. */
const wordSpace = '\u200a';

// A segmenter loads its language's dictionary when made (20 ms on a desktop, a long task on a
// phone): made once, and only when a text holds the language's script.
const segmenters = new Map<SiteLanguage, Intl.Segmenter>();
function wordsIn(lng: SiteLanguage, run: string): string[] {
  const words = segmenters.get(lng) ?? new Intl.Segmenter(lng, { granularity: 'word' });
  segmenters.set(lng, words);
  return Array.from(words.segment(run), ({ segment }) => segment);
}

/** `text` with a hair space between Burmese words; other scripts unchanged. */
export function spaceBurmeseWords(text: string): string {
  return segmented.reduce(
    (spaced, lng) => spaced.replace(scriptRuns(lng), (run) => wordsIn(lng, run).join(wordSpace)),
    text,
  );
}

/** A title as written. Excerpts keep the spaces: Pagefind makes them ordinary ones. */
export const unspaceBurmeseWords = (text: string): string => text.replaceAll(wordSpace, '');
