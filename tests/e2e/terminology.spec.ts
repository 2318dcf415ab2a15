import { loadContent } from '../../scripts/content/load.ts';
import { languages, localizePath } from '../../src/data/languages';
import { expect, test } from './fixtures';

// The firm's legal translator keeps content/terminology.json: per language, the terms given pages
// must use and the wordings they must not (mistranslations that change the meaning). Each rule is
// read on the built page as a visitor reads it, FAQ answers opened.
type Rule = { why: string; pages: string[]; use: string[]; avoid: string[] };
const { terminology } = loadContent() as { terminology: Record<string, { rules: Rule[] }> };

for (const { code: lng } of languages)
  for (const rule of terminology[lng]!.rules)
    for (const path of rule.pages)
      test(`${localizePath(lng, path)} reads as the translator requires: ${rule.why}`, async ({
        page,
      }) => {
        // Without the answers' opening transition, an opened answer is text at once.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(localizePath(lng, path));
        expect(response?.status(), 'the page exists').toBe(200);
        await page.locator('details').evaluateAll((all: HTMLDetailsElement[]) => {
          for (const details of all) details.open = true;
        });
        for (const answer of await page.locator('details [role="region"]').all())
          await expect(answer).toBeVisible();
        const text = await page.locator('body').innerText();
        for (const term of rule.use) expect(text, `uses “${term}”`).toContain(term);
        for (const term of rule.avoid) expect(text, `avoids “${term}”`).not.toContain(term);
      });
