// Each lawyer's vCard 4.0 (RFC 6350, UTF-8) beside each language's profile page, in the card's
// language with the Latin name as an alternative; phone and e-mail are the lawyer's own.
import vCard from 'vcf';
import type { Resource } from 'i18next';
import { defaultLanguage, localizePath, type SiteLanguage } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { vcardPath } from '../../src/data/professional';
import { paths } from '../../src/data/routes';

const CRLF = '\r\n';

/** A text value, or one part of a structured one (N, ADR), with vCard's escapes. */
const escape = (value: string) => value.replace(/[\\,;]/g, '\\$&').replace(/\n/g, '\\n');

// Folds at 75 octets, not vcf's 75 characters (up to 225 octets in Burmese), between code points.
function fold(line: string) {
  const lines = [''];
  for (const char of line) {
    const limit = lines.length === 1 ? 75 : 74;
    if (Buffer.byteLength(lines.at(-1) + char) > limit) lines.push('');
    lines[lines.length - 1] += char;
  }
  return lines.join(`${CRLF} `);
}

type Address = Record<'street' | 'locality' | 'postalCode' | 'country', string>;
type Texts = {
  professionals: { people: Record<string, { name: string }>; titles: Record<string, string> };
  common: { firm: { name: string; address: Address } };
};

/** Every card as `{ path, text }`, `path` from the site's root; `siteUrl` without a trailing slash. */
export function vcards(siteUrl: string, resources: Resource, people = professionals) {
  const textsIn = (lng: string) => resources[lng] as unknown as Texts;
  const latin = textsIn(defaultLanguage).professionals.people;
  return people.flatMap((person) =>
    Object.keys(resources).map((lng) => {
      const { professionals: texts, common } = textsIn(lng);
      const name = texts.people[person.id]!.name;
      const latinName = latin[person.id]!.name;
      const profile = localizePath(lng as SiteLanguage, paths.profile(person.id));
      // The firm's name and address in the card's language, where the firm gives that form.
      const { street, locality, postalCode, country } = common.firm.address;
      const card = new vCard();
      // Two forms of one name are alternatives of one property (the same ALTID).
      const altid = name === latinName ? {} : { altid: '1' };
      card.add('fn', escape(name), { ...altid, language: lng });
      if (name !== latinName)
        card.add('fn', escape(latinName), { ...altid, language: defaultLanguage });
      // A Burmese name has no family name: phones that show N show the whole name, as given name.
      card.add('n', `;${escape(name)};;;`);
      card.add('title', escape(texts.titles[person.title]!));
      card.add('org', escape(common.firm.name));
      card.add('url', `${siteUrl}${profile}`);
      const address = ['', '', street, locality, '', postalCode, country].map(escape).join(';');
      card.add('adr', address, { type: 'work' });
      if (person.email) card.add('email', person.email, { type: 'work' });
      if (person.phone)
        card.add('tel', `tel:${person.phone.replace(/\s/g, '')}`, { value: 'uri', type: 'work' });
      // Unfolded first: vcf's own folding only adds CRLF and a space.
      const lines = card.toString('4.0').replaceAll(`${CRLF} `, '').split(CRLF);
      return { path: vcardPath(profile), text: lines.map(fold).join(CRLF) + CRLF };
    }),
  );
}
