import type { Locator, Page } from '@playwright/test';
import vCard from 'vcf';
import { site } from '../../src/data/site';
import { languages, localizePath } from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { legalPageIds, legalPages } from '../../src/data/legal';
import { professionals } from '../../src/data/professionals';
import { homeProfessionals } from '../../src/data/home-professionals';
import {
  experienceYears,
  flagFor,
  vcardPath,
  type Professional,
} from '../../src/data/professional';
import { contactFields } from '../../src/machines/contact-form-fields';
import { firstVisitScripts } from '../../scripts/bench/first-visit';
import { detailParagraphs, homeServiceIds, quickFacts, serviceIds } from '../../src/data/services';
import {
  SERVICE,
  allowDocument404,
  contactForm,
  expect,
  expectHydrated,
  faqQuestions,
  h1,
  holdRequests,
  localeFile,
  localeText,
  mainNav,
  test,
  titleOf,
  waitForApp,
  watchHydration,
} from './fixtures';

// Every route with the content it must show, the title the app keeps and a clean hydration.

type Faq = { question: string; answer: string };
const serviceTexts = (
  localeFile('en', 'services') as unknown as {
    items: Record<string, { name: string; description: string; details: string; faqs: Faq[] }>;
  }
).items;
/** The practice areas, in the order of the /expertise cards, with their names. */
const SERVICES = serviceIds.map((id) => [id, serviceTexts[id]!.name] as const);
const en = (key: string) => localeText('en', `professionals:${key}`);

/** Text a placeholder left unfilled would show. */
const UNFILLED = /\{\{|\}\}|\[[A-Z][A-Za-z ]*\]|\bTODO\b|\bTBD\b|lorem ipsum|placeholder/i;

/** The firm's values, as /about lists them. */
const VALUES = ['Integrity', 'Excellence', 'Client-Centricity', 'Innovation'];

const main = (page: Page) => page.getByRole('main');
const goBack = (page: Page) => main(page).getByRole('link', { name: 'Go Back', exact: true });

async function expectLinkTo(link: Locator, href: string): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', href);
}

async function expectContactForm(page: Page): Promise<void> {
  const { form, submit, ...fields } = contactForm(page);
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate', '');
  for (const name of contactFields) {
    const label = localeText('en', `common:contactForm.fields.${name}`);
    await expect(form.locator('label', { hasText: new RegExp(`^${label}`) })).toBeVisible();
    await expect(fields[name]).toBeVisible();
  }
  await expect(submit).toHaveText('Send Message');
  await expect(submit).toBeEnabled();
}

async function expectProfile(scope: Locator, person: Professional): Promise<void> {
  await expect(scope).toContainText(en(`titles.${person.title}`));
  const years = experienceYears(person, new Date().getFullYear());
  await expect(scope).toContainText(`${years} years of experience`);
  await expect(scope).toContainText(en(`people.${person.id}.bio.0`));
  for (const heading of ['Practice Areas', 'Languages', 'Education', 'Experience'])
    await expect(scope.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const languages = scope
    .getByRole('heading', { name: 'Languages', exact: true })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem');
  await expect(languages).toHaveText(person.languages.map((l) => en(`languages.${l}`)));
  for (const [i, language] of person.languages.entries()) {
    const flag = languages.nth(i).getByRole('img', { includeHidden: true });
    await expect(flag).toHaveAttribute('alt', flagFor(language));
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveJSProperty('complete', true);
    expect(await flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Beside the name: before it, on its line.
    const beside = await flag.evaluate((img) => {
      const range = document.createRange();
      range.selectNodeContents(img.parentElement!);
      range.setStartAfter(img);
      const [flagBox, nameBox] = [img.getBoundingClientRect(), range.getBoundingClientRect()];
      return (
        flagBox.right <= nameBox.left &&
        flagBox.bottom > nameBox.top &&
        flagBox.top < nameBox.bottom
      );
    });
    expect(beside, language).toBe(true);
  }
  const awards = scope.getByRole('heading', { name: 'Awards & Recognition' });
  if (person.awards.length > 0) {
    await expect(awards).toBeVisible();
    const items = awards.locator('xpath=following-sibling::ul[1]').getByRole('listitem');
    await expect(items).toHaveCount(person.awards.length);
    for (const image of await items.locator('img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  } else {
    await expect(awards).toHaveCount(0);
  }
  const present = (...values: (string | null)[]) => values.filter(Boolean).length;
  await expect(scope.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(
    present(person.phone, person.email),
  );
  await expect(scope.getByRole('link', { name: /LinkedIn|Facebook/ })).toHaveCount(
    present(person.linkedin, person.facebook),
  );
}

/** A page that says `text` and has a link home. */
const saysAndLeadsHome = (text: string) => async (page: Page) => {
  await expect(main(page).getByText(text)).toBeVisible();
  await expectLinkTo(main(page).getByRole('link', { name: 'Go Back Home' }), '/');
};

interface RouteCase {
  path: string;
  /** 200 unless given. */
  status?: 404;
  heading: string;
  check?: (page: Page) => Promise<void>;
}

const ROUTES: RouteCase[] = [
  {
    path: '/',
    heading: 'Trusted Myanmar counsel for international investors',
    check: async (page) => {
      // One hero image (how it loads: images.spec.ts): nothing rotates, no slideshow control.
      await expect(page.getByRole('button', { name: /slideshow/ })).toHaveCount(0);

      await expectLinkTo(main(page).getByRole('link', { name: 'Who We Are' }), '/about');

      const expertise = page.getByRole('region', { name: 'Our Expertise' }).getByRole('link');
      await expect(expertise).toHaveCount(homeServiceIds.length + 1);
      for (const [i, id] of homeServiceIds.entries()) {
        await expectLinkTo(expertise.nth(i), `/expertise/${id}`);
        await expect(expertise.nth(i)).toContainText(serviceTexts[id]!.name);
      }
      await expect(expertise.last()).toHaveAccessibleName(/^Discover More/);
      await expectLinkTo(expertise.last(), '/expertise');

      const team = page.getByRole('region', { name: 'Our Professionals' }).getByRole('link');
      await expect(team).toHaveCount(homeProfessionals.length + 1);
      for (const [i, person] of homeProfessionals.entries()) {
        await expectLinkTo(team.nth(i), `/professionals/${person.id}`);
        await expect(team.nth(i)).toContainText(person.name);
      }
      await expect(team.last()).toHaveAccessibleName(/^Explore More/);
      await expectLinkTo(team.last(), '/professionals');

      await expectContactForm(page);
    },
  },
  {
    path: '/about',
    heading: 'About Us',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
      await expect(main(page)).toContainText('Our mission is');
      await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(VALUES);
      await expect(main(page).getByRole('heading', { name: 'Our Alliance' })).toBeVisible();
      await expect(main(page)).toContainText(/alliance with .+ Japanese law firm/);
      const { allianceLawyers: lawyers, allianceLocations: locations } = site;
      await expect(main(page)).toContainText(
        `over ${lawyers} lawyers in more than ${locations} locations`,
      );
    },
  },
  {
    path: '/expertise',
    heading: 'Our Expertise',
    check: async (page) => {
      const cards = main(page).locator('a[href^="/expertise/"]');
      await expect(cards).toHaveCount(SERVICES.length);
      for (const [i, [id, name]] of SERVICES.entries()) {
        await expectLinkTo(cards.nth(i), `/expertise/${id}`);
        await expect(cards.nth(i).getByRole('heading')).toHaveText(name);
      }
      await expect(main(page).getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    },
  },
  ...SERVICES.map(
    ([id, name]): RouteCase => ({
      path: `/expertise/${id}`,
      heading: name,
      check: async (page) => {
        const text = serviceTexts[id]!;
        const [paragraphs, facts] = [detailParagraphs(text.details), quickFacts(text.details)];
        expect(facts.length, 'the details have bullet lines').toBeGreaterThan(0);
        await expect(main(page).getByText(text.description, { exact: true })).toBeVisible();
        for (const paragraph of paragraphs)
          await expect(main(page).getByText(paragraph, { exact: true })).toBeVisible();
        const factList = page.getByRole('complementary', { name: 'Quick Facts' });
        await expect(factList.getByRole('listitem')).toHaveText(facts);
        await expect(
          main(page).getByRole('heading', { name: 'Frequently Asked Questions' }),
        ).toBeVisible();
        const questions = faqQuestions(page);
        await expect(questions).toHaveText(text.faqs.map((faq) => faq.question));
        for (const question of await questions.all())
          await expect(question.locator('..')).not.toHaveAttribute('open');
        await expect(goBack(page)).toBeVisible();
        await expectLinkTo(main(page).getByRole('link', { name: 'Contact Us' }), '/contact');

        // An answer opens to at most 1000 px; answers open on their own (no-javascript.spec.ts,
        // tests/model/faq-accordion.test.tsx).
        const first = questions.first();
        await first.click();
        await expect(
          page.locator(`[id="${await first.getAttribute('aria-controls')}"]`),
        ).toHaveText(text.faqs[0]!.answer);
        const maxHeight = (summary: HTMLElement) =>
          getComputedStyle(summary.parentElement!, '::details-content').maxHeight;
        await expect.poll(() => first.evaluate(maxHeight)).toBe('1000px');
      },
    }),
  ),
  {
    path: '/professionals',
    heading: 'Our Professionals',
    check: async (page) => {
      const articles = main(page).getByRole('article');
      await expect(articles).toHaveCount(professionals.length);
      for (const [i, person] of professionals.entries()) {
        await expect(articles.nth(i)).toHaveAccessibleName(person.name);
        const article = main(page).getByRole('article', { name: person.name });
        await expect(article.getByRole('img', { name: person.name })).toBeVisible();
        await expectProfile(article, person);
      }
    },
  },
  ...professionals.map(
    (person): RouteCase => ({
      path: `/professionals/${person.id}`,
      heading: person.name,
      check: async (page) => {
        await expectProfile(main(page), person);
        await expect(goBack(page)).toBeVisible();
      },
    }),
  ),
  {
    path: '/publication',
    heading: 'Under Development',
    check: saysAndLeadsHome('We are working hard to bring you this feature soon. Stay tuned!'),
  },
  { path: '/contact', heading: 'Contact Us', check: expectContactForm },
  ...legalPageIds.map(
    (id): RouteCase => ({
      path: paths[id],
      heading: localeText('en', `legal:${id}.title`),
      check: async (page) => {
        for (const section of legalPages[id].sections) {
          const name = localeText('en', `legal:${id}.sections.${section}.heading`);
          await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
        }
        await expect(main(page)).not.toContainText(UNFILLED);
      },
    }),
  ),
  ...['/no-such-page', '/about/team/extra'].map(
    (path): RouteCase => ({
      path,
      status: 404,
      heading: 'Oops! Page Not Found',
      check: saysAndLeadsHome('The page you are looking for does not exist or has been moved.'),
    }),
  ),
  ...Object.entries({
    '/expertise/criminal-defense': 'Service not found.',
    '/professionals/nobody': 'Profile not found.',
  }).map(
    ([path, heading]): RouteCase => ({
      path,
      status: 404,
      heading,
      check: (page) => expect(goBack(page)).toBeVisible(),
    }),
  ),
];

for (const route of ROUTES) {
  test(`${route.path} shows one h1 '${route.heading}', its title and content, and hydrates cleanly`, async ({
    page,
    problems,
  }) => {
    if (route.status === 404) allowDocument404(problems, route.path);
    const hydrationTrouble = watchHydration(page);
    const response = await page.goto(route.path);
    expect(response?.status(), 'HTTP status of the document').toBe(route.status ?? 200);
    // Strict: a second h1 would fail it.
    await expect(h1(page)).toHaveText(route.heading);
    await route.check?.(page);
    await waitForApp(page);
    await expectHydrated(h1(page));
    await expect(page).toHaveTitle(titleOf('en', route.path));
    await page.waitForLoadState('networkidle');
    expect(hydrationTrouble(), 'hydration warnings or errors').toEqual([]);
  });
}

// Decision 0032: a firm of many lawyers sends each profile its own lawyer's facts alone.
test('a profile carries the facts of only its lawyer: in its texts, in no script', async ({
  page,
}) => {
  const [person, ...others] = professionals;
  const scripts = await firstVisitScripts(page, paths.profile(person!.id));
  await expect(h1(page)).toHaveText(person!.name);
  const texts = JSON.parse((await page.locator('#i18n-resources').textContent()) ?? '{}');
  expect(Object.keys(texts.resources.en.professionals.people)).toEqual([person!.id]);
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    for (const other of others) expect(code, script).not.toContain(other.id);
  }
});

test('on /professionals a phone lays out a profile below the first only as the reader nears it', async ({
  page,
}) => {
  test.skip(professionals.length < 2, 'one lawyer: no profile below another');
  // A short screen: every profile after the first starts well below it (the first has its portrait).
  await page.setViewportSize({ width: 360, height: 320 });
  await page.goto(paths.professionals);
  const last = main(page).getByRole('article').last().getByRole('heading').first();
  const rendered = () => last.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(), 'the last profile is rendered before the reader nears it').toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
});

for (const { code: lng } of languages) {
  test(`in ${lng}, cards and profiles name each lawyer as ${lng} writes it, and each profile's vCard downloads in ${lng}`, async ({
    page,
  }) => {
    const text = (key: string) => localeText(lng, `professionals:${key}`);
    const nameOf = (person: Professional) => text(`people.${person.id}.name`);
    await page.goto(localizePath(lng, paths.home));
    const cards = page.getByRole('region', { name: text('teaser.title') }).getByRole('link');
    for (const [i, person] of homeProfessionals.entries())
      await expect(cards.nth(i).getByRole('heading')).toHaveText(nameOf(person));
    await page.goto(localizePath(lng, paths.professionals));
    for (const [i, person] of professionals.entries())
      await expect(main(page).getByRole('article').nth(i)).toHaveAccessibleName(nameOf(person));
    for (const person of professionals) {
      const profile = localizePath(lng, paths.profile(person.id));
      await page.goto(profile);
      await expect(h1(page)).toHaveText(nameOf(person));
      await expect(
        main(page).getByRole('img', { name: nameOf(person), exact: true }),
      ).toBeVisible();
      const link = main(page).getByRole('link', { name: text('labels.vcard') });
      await expect(link).toHaveAttribute('href', vcardPath(profile));
      const download = page.waitForEvent('download');
      await link.click();
      expect((await download).suggestedFilename()).toBe(`${person.id}.vcf`);
      const response = await page.request.get(vcardPath(profile));
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
      const [name] = [vCard.parse(await response.text())[0]?.get('fn')].flat();
      expect(name?.valueOf()).toBe(nameOf(person));
    }
  });
}

test("'Go Back' returns to the page the visitor came from; on a page opened directly, to its listing", async ({
  page,
  problems,
}) => {
  await page.goto('/expertise');
  await waitForApp(page);
  await main(page).getByRole('link', { name: SERVICE.name() }).first().click();
  await expect(page).toHaveURL(SERVICE.path);
  await expect(h1(page)).toHaveText(SERVICE.name());
  await goBack(page).click();
  await expect(page).toHaveURL(/\/expertise$/);
  await expect(h1(page)).toHaveText('Our Expertise');

  // From the home page's teaser, 'Go Back' goes back there (history), not to /expertise.
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('region', { name: 'Our Expertise' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/expertise\/[a-z-]+$/);
  await goBack(page).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(h1(page)).toHaveText('Trusted Myanmar counsel for international investors');

  allowDocument404(problems, '/expertise/family-law');
  for (const [path, listing, heading] of [
    [paths.service(serviceIds.at(-1)!), '/expertise', 'Our Expertise'],
    [paths.profile(professionals.at(-1)!.id), '/professionals', 'Our Professionals'],
    ['/expertise/family-law', '/expertise', 'Our Expertise'],
  ] as const) {
    await page.goto(path);
    await goBack(page).click();
    await expect(page, path).toHaveURL(new RegExp(`:\\d+${listing}$`));
    await expect(h1(page)).toHaveText(heading);
  }
});

test('while locale files are slow, a page opened before its texts have arrived shows once they do', async ({
  page,
}) => {
  // Every locale file held; /contact embeds only the texts it needs.
  const release = await holdRequests(page, '**/locales/en/*.json');
  await page.goto('/contact');
  await expect(h1(page)).toHaveText('Contact Us');
  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('banner'), 'the page is not blanked').toBeVisible();
  release();
  await expect(h1(page)).toHaveText('About Us');
  await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(VALUES);
});
