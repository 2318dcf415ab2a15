// @vitest-environment node
import { beforeAll, expect, test, vi } from 'vitest';
import { pageProblems } from '../../scripts/build/page-check';
import { prerenderTargets } from '../../scripts/build/pages';
import { preloadAllPages, render } from '../../src/entry-server';
import { defaultLanguage, languages } from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { commonTexts, siteResources } from './locale-files';

// The about page's view, as if its file exported it under another name.
vi.mock('../../src/views/pages/about-page', () => ({ AboutPage: undefined }));

// The build stops on a page that broke rather than shipping it: what the prerenderer reports.

beforeAll(() => preloadAllPages());

const assets = { scripts: ['/assets/boot.js'], css: '', fonts: {} };
const home = (lng: string) => prerenderTargets.find((t) => t.lng === lng && t.path === '/')!;

// A page with no problem, in every language: seo.test.ts renders them all.
test.each(languages.filter(({ code }) => code !== defaultLanguage).map(({ code }) => code))(
  'a navigation text missing in %s is reported, not filled in English',
  async (lng) => {
    const common = structuredClone(commonTexts(lng));
    delete (common.nav as Partial<typeof common.nav>).about;
    const resources = { ...siteResources, [lng]: { ...siteResources[lng], common } };
    const problems: string[] = [];
    await render(home(lng), resources, assets, problems);
    expect(problems).toContain('the text common:nav.about is missing');
  },
);

test('a page without a title, or with an empty one, is refused', () => {
  expect(pageProblems('<html><head><title>Home</title></head></html>')).toEqual([]);
  for (const head of ['<head></head>', '<head><title> </title></head>'])
    expect(pageProblems(`<html>${head}</html>`)).toEqual(['the page has no <title>']);
});

test('a view exported under another name is reported on its page, not shipped as "Loading…"', async () => {
  const about = prerenderTargets.find((t) => t.path === paths.about)!;
  const problems: string[] = [];
  await render(about, siteResources, assets, problems);
  expect(problems.join('\n')).toMatch(/Element type is invalid/);
});
