// @vitest-environment node
import vCard from 'vcf';
import { expect, test } from 'vitest';
import { vcards } from '../../scripts/vcards.mjs';
import * as lawyers from '../../src/data/professionals';
import {
  defaultLanguage,
  languages,
  localizePath,
  type SiteLanguage,
} from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { localeFile, siteResources } from './locale-files';

// Each lawyer's vCard in each language, built in memory as the build writes it and read back with
// the vcf package, as a phone would import it. The served file and its link: tests/e2e/pages.spec.ts.

const { professionals, vcardPath } = lawyers;
const siteUrl = site.defaultSiteUrl;
type Texts = { titles: Record<string, string>; people: Record<string, { name: string }> };
const texts = (lng: SiteLanguage) => localeFile<Texts>(lng, 'professionals');
const build = (people = professionals, resources = siteResources) =>
  vcards(siteUrl, resources, {
    ...lawyers,
    professionals: people,
    site,
    paths,
    localizePath,
    defaultLanguage,
  });
const cardAt = (text: string) => vCard.parse(text)[0]!;
/** A property's values as written, vCard's escapes undone; a structured one split into its parts. */
const values = (card: vCard, key: string, split = false) =>
  [card.get(key) ?? []].flat().map((property) => {
    const raw = String(property.valueOf());
    const unescape = (part: string) =>
      part.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    return split ? raw.split(/(?<!\\);/).map(unescape) : unescape(raw);
  });

test('each lawyer has one card per language, beside the profile page in that language', () => {
  const expected = professionals.flatMap((person) =>
    languages.map(({ code }) => vcardPath(localizePath(code, paths.profile(person.id)))),
  );
  expect(
    build()
      .map(({ path }) => path)
      .sort(),
  ).toEqual(expected.sort());
});

test.each(languages)(
  'in $code: vCard 4.0 with that language’s name first, the Latin one as its alternative, title and profile; the firm and its office',
  ({ code }) => {
    for (const person of professionals) {
      const profile = localizePath(code, paths.profile(person.id));
      const card = cardAt(build().find(({ path }) => path === vcardPath(profile))!.text);
      const name = texts(code).people[person.id]!.name;
      const latin = texts(defaultLanguage).people[person.id]!.name;
      expect(card.version).toBe('4.0');
      const fnLanguages = [card.get('fn') ?? []].flat().map((fn) => fn.language);
      expect(fnLanguages).toEqual(name === latin ? [code] : [code, defaultLanguage]);
      expect(values(card, 'fn')).toEqual(name === latin ? [name] : [name, latin]);
      expect(values(card, 'n', true)).toEqual([['', name, '', '', '']]);
      expect(values(card, 'title')).toEqual([texts(code).titles[person.title]]);
      expect(values(card, 'org')).toEqual([site.firmName]);
      expect(values(card, 'url')).toEqual([`${siteUrl}${profile}`]);
      const { street, locality, postalCode, country } = site.address;
      expect(values(card, 'adr', true)).toEqual([
        ['', '', street, locality, '', postalCode, country],
      ]);
      // The firm's general address and number are not the lawyer's.
      expect(values(card, 'email')).toEqual(person.email ? [person.email] : []);
      expect(values(card, 'tel')).toEqual(
        person.phone ? [`tel:${person.phone.replace(/\s/g, '')}`] : [],
      );
    }
  },
);

test('a lawyer’s own e-mail and phone are on the card when the firm fills them in', () => {
  const person = { ...professionals[0]!, email: 'noe@firm.example', phone: '+95 9 123 4567' };
  const card = cardAt(build([person])[0]!.text);
  expect(values(card, 'email')).toEqual(['noe@firm.example']);
  expect(values(card, 'tel')).toEqual(['tel:+9591234567']);
});

test('lines end in CRLF, fold at 75 octets between characters, and a long Burmese name comes back whole', () => {
  const resources = structuredClone(siteResources) as Record<string, { professionals: Texts }>;
  const [id, name] = [
    professionals[0]!.id,
    texts('my').people[professionals[0]!.id]!.name.repeat(6),
  ];
  resources.my!.professionals.people[id]!.name = name;
  const { text } = build(undefined, resources).find(({ path }) => path.startsWith('/my/'))!;
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
  for (const line of lines) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(Buffer.from(line).toString(), 'a whole UTF-8 sequence').toBe(line);
  }
  expect(values(cardAt(text), 'fn')[0]).toBe(name);
});
