import type { Content } from './check.ts';
import { codes } from './load.ts';
import { articleFacts, lawyerFacts } from './locale-files.ts';

/** The facts modules of src/data/generated/: what the code needs of the content, without its texts. */
export function factsModules({ firm, lawyers, services, legal, articles }: Content) {
  const { siteUrl, shortName, ...facts } = firm.facts;
  const site = {
    firmName: firm.texts.en.name,
    allianceFirmName: firm.texts.en.allianceFirmName,
    firmShortName: shortName,
    // The address's words are texts (`common:firm`), in the page's language.
    ...facts,
    defaultSiteUrl: siteUrl,
    // How many lawyers speak each language: the firm's working languages, and About's count.
    speakers: Object.fromEntries(
      [...new Set(lawyers.flatMap((l) => l.facts.languages))].map((code) => [
        code,
        lawyers.filter((l) => l.facts.languages.includes(code)).length,
      ]),
    ),
  };
  const professionals = lawyers.map(lawyerFacts);
  // One module each, so a page's chunk carries only the facts it uses.
  const modules = {
    site,
    professionals,
    // The home page's teaser, on its own: the home page carries no other lawyer's facts.
    homeProfessionals: professionals.slice(0, 3),
    services: services.map(({ facts: { id, icon } }) => ({ id, icon })),
    legalPages: Object.fromEntries(
      legal.map(({ id, facts }) => [
        id,
        { sections: facts.sections.map(({ key }) => key), lastUpdated: facts.lastUpdated },
      ]),
    ),
    // For the build (pages, feeds); a page reads its articles' facts from its texts.
    articles: articles.map(articleFacts),
    // The languages whose /publication lists articles; in the others it is a placeholder.
    articleLanguages: codes.filter((lng) => articles.some(({ texts }) => texts[lng])),
  };
  return Object.entries(modules).map(
    ([name, value]) =>
      [
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`,
        `// Made by scripts/content/content.ts from content/: edit the content, not this file.\n` +
          `export const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`,
      ] as const,
  );
}
