import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import servicesEn from '../../public/locales/en/services.json';
import legalEn from '../../public/locales/en/legal.json';
import commonEn from '../../public/locales/en/common.json';
import {
  detailParagraphs,
  findService,
  homeServiceIds,
  quickFacts,
  resolveServiceAlias,
  serviceAliases,
  serviceIds,
  services,
} from '../../src/data/services';
import { findProfessional, professionals } from '../../src/data/professionals';
import {
  defaultFlag,
  experienceYears,
  flagFor,
  defaultFlagPicture,
  flagPictureFor,
} from '../../src/data/professional';
import { firmReview, legalPageIds, legalPages } from '../../src/data/legal';
import { site } from '../../src/data/site';
import { heroImages } from '../../src/data/hero';

const publicDir = join(import.meta.dirname, '../../public');

describe('services', () => {
  test('the services in their order, each with its texts; the home teaser shows three', () => {
    expect(Object.keys(servicesEn.items)).toEqual([...serviceIds]);
    expect(homeServiceIds).toHaveLength(3);
    expect(servicesEn.whyChooseUs.points).toHaveLength(4);
  });

  test('quick facts are exactly the lines that start with "- ", without the marker', () => {
    const details = [
      'Intro paragraph - with a dash inside.',
      '- First fact',
      '  - Indented fact  ',
      '-not a bullet',
      '- ',
      '',
      'Closing paragraph.',
    ].join('\n');
    expect(quickFacts(details)).toEqual(['First fact', 'Indented fact']);
    expect(detailParagraphs(details)).toEqual([
      'Intro paragraph - with a dash inside.',
      '-not a bullet',
      'Closing paragraph.',
    ]);
    expect(quickFacts('Only prose.\r\nMore prose.')).toEqual([]);
    expect(detailParagraphs('Only prose.\r\nMore prose.')).toEqual(['Only prose.', 'More prose.']);
  });

  // Where each old id leads: views/navigation.test.tsx ('%s lands on %s').
  test('findService matches exact ids only, never an old id; resolveServiceAlias no other word', () => {
    const [first] = services;
    expect(findService(first!.id)).toBe(first);
    const others = [servicesEn.items[first!.id].name, ...Object.keys(serviceAliases), 'toString'];
    expect(others.map(findService)).toEqual(others.map(() => undefined));
    const unknown = ['criminal-defense', 'family-law', 'toString'].map(resolveServiceAlias);
    expect(unknown).toEqual([undefined, undefined, undefined]);
  });
});

describe('professionals', () => {
  test('ids are names without spaces and find their professional', () => {
    for (const p of professionals) {
      expect(p.id).toMatch(/^\S+$/);
      expect(findProfessional(p.id)).toBe(p);
    }
    expect(findProfessional('nobody')).toBeUndefined();
  });

  test('experience is the given year minus the start year', () => {
    expect(experienceYears({ ...professionals[0]!, startYear: 2005 }, 2030)).toBe(25);
  });

  test('languages show their flag, anything else the default flag', () => {
    const flags = ['my', 'ja', 'en', 'fr', 'constructor'].map(flagFor);
    expect(flags).toEqual(['🇲🇲', '🇯🇵', '🇬🇧', defaultFlag, defaultFlag]);
  });

  test('a spoken language has a picture of its flag; anything else the default flag’s', () => {
    expect(flagPictureFor('ja')).toBe('/flags/ja.png');
    expect(['fr', 'constructor'].map(flagPictureFor)).toEqual([
      defaultFlagPicture,
      defaultFlagPicture,
    ]);
  });
});

test('every image the data names exists under public/', () => {
  const paths = [
    ...heroImages.map((image) => image.src),
    ...professionals.flatMap((p) => [p.img, p.bgimg, ...p.awardImages]),
    ...professionals.flatMap((p) => p.awards.map((a) => a.imageUrl)),
  ];
  expect(paths.filter((path) => !existsSync(join(publicDir, path)))).toEqual([]);
});

describe('legal pages', () => {
  // The date's format and each section's heading and text are the content schema's to refuse.
  test.each(legalPageIds)('%s: sections match legal.json one to one', (page) => {
    const listed: readonly string[] = legalPages[page].sections;
    expect(Object.keys(legalEn[page].sections).sort()).toEqual([...listed].sort());
  });

  test('every section marked for the firm to review exists', () => {
    const missing = firmReview.filter(({ page, section }) => !(section in legalEn[page].sections));
    expect(missing).toEqual([]);
    expect(firmReview.map((item) => `${item.page}.${item.section}`)).toEqual(
      expect.arrayContaining(['privacy.security', 'terms.jurisdiction']),
    );
  });

  test('the only interpolation in the legal texts is the last-updated date, made of its parts', () => {
    // The search descriptions beside them name the firm as every description does.
    const texts = JSON.stringify(
      { privacy: legalEn.privacy, terms: legalEn.terms },
      (key, value) => (key === 'description' ? undefined : value),
    );
    const names = texts.match(/{{\s*\w+\s*}}/g) ?? [];
    expect(new Set(names)).toEqual(new Set(['{{date}}']));
    const parts = legalEn.date.pattern.match(/{{\s*\w+\s*}}/g) ?? [];
    expect(new Set(parts)).toEqual(new Set(['{{year}}', '{{month}}', '{{day}}']));
  });

  test('the privacy policy names EmailJS and what the contact form collects; the firm facts in the legal texts are content/firm.json’s', () => {
    const [privacy, terms] = [legalEn.privacy, legalEn.terms].map((page) => JSON.stringify(page));
    const { firmName, emails, phone, allianceFirmName } = site;
    const collected = ['EmailJS', 'name', 'email address', 'phone number', 'message'];
    for (const fact of [...collected, firmName, emails.general, phone.display, commonEn.firm.line])
      expect(privacy).toContain(fact);
    for (const fact of [firmName, allianceFirmName, emails.general, commonEn.firm.line])
      expect(terms).toContain(fact);
  });
});
