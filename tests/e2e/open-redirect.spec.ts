import { defaultLanguage, languages, localizePath } from '../../src/data/languages';
import { escapeRegExp, expect, languageSwitcher, test, waitForApp } from './fixtures';

// Addresses on the firm's domain that a phishing mail could use to send a visitor elsewhere: a
// page path that reads as another host once the language prefix is taken off.
const foreignHosts = [
  '//evil.example/x',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
];
const prefixed = languages
  .filter(({ code }) => code !== defaultLanguage)
  .flatMap(({ code }) => foreignHosts.map((path) => `${localizePath(code, '/')}${path.slice(1)}`));

for (const address of prefixed) {
  for (const query of ['', `?lng=${defaultLanguage}`]) {
    test(`${address}${query} stays on the site, before and after the app runs`, async ({
      page,
      problems,
      baseURL,
    }) => {
      // The 404 page, at the address asked for and, without `?lng=`, at its English twin.
      problems.allow(
        new RegExp(`^HTTP 404: GET ${escapeRegExp(baseURL ?? '')}/`),
        /^console\.error: Failed to load resource: the server responded with a status of 404/,
      );
      const left: string[] = [];
      page.on('framenavigated', (frame) => {
        if (new URL(frame.url()).origin !== baseURL) left.push(frame.url());
      });
      const switcherLeadsHome = async () => {
        for (const href of await languageSwitcher(page)
          .locator('a')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
          expect(new URL(href).origin, href).toBe(baseURL);
      };

      await page.goto(`${address}${query}`);
      await switcherLeadsHome();
      await waitForApp(page);
      await expect(page).toHaveURL((url) => !url.searchParams.has('lng'));
      expect(new URL(page.url()).origin).toBe(baseURL);
      await switcherLeadsHome();
      expect(left).toEqual([]);
    });
  }
}
