// @vitest-environment node
import vCard from 'vcf';
import { expect, test } from 'vitest';
import { vcards } from '../../scripts/build/vcards';
import { professionals } from '../../src/data/professionals';
import { vcardPath } from '../../src/data/professional';
import { defaultLanguage, languages, localizePath } from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { siteResources } from './locale-files';

// Each lawyer's vCard in each language, built in memory as the build writes it and read back with
// the vcf package, as a phone imports it. The served file and its link: tests/e2e/pages.spec.ts.

const siteUrl = site.defaultSiteUrl;
type Firm = { name: string; address: Record<string, string> };
type Texts = { titles: Record<string, string>; people: Record<string, { name: string }> };
const texts = (lng: string) => siteResources[lng]!.professionals as Texts;
const build = (people = professionals, resources = siteResources) =>
  vcards(siteUrl, resources, people);
const nameOf = (lng: string, id: string) => texts(lng).people[id]!.name;
const unescape = (value: string) => value.replace(/\\(.)/g, '$1');
const split = (value: string) => value.split(/(?<!\\);/).map(unescape);
type Property = { valueOf(): string; language?: string };
/** A card as vcf parses it (the package ships no types): the parts the tests read. */
type Card = { version: string; get(key: string): Property | Property[] | undefined };
const parse = (text: string) => (vCard.parse(text) as Card[])[0]!;
/** Each value of a property, split into the parts of a structured one, vCard's escapes undone. */
const parts = (card: Card, key: string) =>
  [card.get(key) ?? []].flat().map((property) => split(property.valueOf()));

test.each(languages)(
  'in $code, beside each profile: vCard 4.0, the name in $code then the Latin one; title, profile URL, the firm and its office in $code',
  ({ code }) => {
    for (const person of professionals) {
      const profile = localizePath(code, paths.profile(person.id));
      const { text } = build().find(({ path }) => path === vcardPath(profile))!;
      const card = parse(text);
      const [name, latin] = [nameOf(code, person.id), nameOf(defaultLanguage, person.id)];
      expect(card.version).toBe('4.0');
      const names = [card.get('fn') ?? []]
        .flat()
        .map((fn) => [fn.language, unescape(fn.valueOf())]);
      expect(names[0]).toEqual([code, name]);
      expect(Object.fromEntries(names)).toEqual({ [defaultLanguage]: latin, [code]: name });
      const { firm } = siteResources[code]!.common as { firm: Firm };
      const { street, locality, postalCode, country } = firm.address;
      expect(['n', 'title', 'org', 'url', 'adr'].map((key) => parts(card, key))).toEqual([
        [['', name, '', '', '']],
        [[texts(code).titles[person.title]]],
        [[firm.name]],
        [[`${siteUrl}${profile}`]],
        [['', '', street, locality, '', postalCode, country]],
      ]);
    }
  },
);

test('a card has the lawyer’s own e-mail and phone when the firm fills them in, never the firm’s', () => {
  const card = (email: string | null, phone: string | null) =>
    parse(build([{ ...professionals[0]!, email, phone }])[0]!.text);
  const contact = (c: Card) => [parts(c, 'email'), parts(c, 'tel')];
  expect(contact(card(null, null))).toEqual([[], []]);
  const filled = card('name@firm.example', '+95 9 123 4567');
  expect(contact(filled)).toEqual([[['name@firm.example']], [['tel:+9591234567']]]);
});

test('lines end in CRLF and fold at 75 octets between characters; a long Burmese name comes back whole', () => {
  const resources = structuredClone(siteResources);
  const [person] = professionals;
  const name = nameOf('my', person!.id).repeat(6);
  (resources.my!.professionals as Texts).people[person!.id]!.name = name;
  const { text } = build([person!], resources).find(({ path }) => path.startsWith('/my/'))!;
  expect(text.endsWith('\r\n') && !/[\r\n]/.test(text.replace(/\r\n/g, ''))).toBe(true);
  const lines = text.split('\r\n');
  expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
  for (const line of lines) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(Buffer.from(line).toString(), 'no UTF-8 sequence split').toBe(line);
  }
  expect(unescape([parse(text).get('fn')].flat()[0]!.valueOf())).toBe(name);
});
