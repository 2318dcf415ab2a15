import { afterEach, expect, it } from 'vitest';
import { spaceBurmeseWords, unspaceBurmeseWords } from '../../src/i18n/space-burmese-words';

// Pagefind finds words by spaces, which Burmese does not write. Making a word segmenter loads the
// language's dictionary, a long task on a phone: a search in another script must not pay for it.
const { Segmenter } = Intl;
let made = 0;
Object.assign(Intl, {
  Segmenter: class extends Segmenter {
    constructor(...args: ConstructorParameters<typeof Segmenter>) {
      super(...args);
      made += 1;
    }
  },
});

afterEach(() => (made = 0));

it('leaves a query with no Burmese in it as typed, without a word segmenter', () => {
  expect(spaceBurmeseWords('arbitration 仲裁')).toBe('arbitration 仲裁');
  expect(made).toBe(0);
});

it('parts Burmese words, with one segmenter for every text, and takes the parting back out', () => {
  const spaced = spaceBurmeseWords('ကုမ္ပဏီဥပဒေ and ဥပဒေရေးရာ');
  expect(spaced.split(/\s/u)).toEqual(['ကုမ္ပဏီ', 'ဥပဒေ', 'and', 'ဥပဒေ', 'ရေးရာ']);
  expect(unspaceBurmeseWords(spaced)).toBe('ကုမ္ပဏီဥပဒေ and ဥပဒေရေးရာ');
  expect(spaceBurmeseWords('ဥပဒေရေးရာ')).toBe('ဥပဒေ\u200aရေးရာ');
  expect(made).toBe(1);
});
