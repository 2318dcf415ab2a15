// @vitest-environment node
import { beforeAll, expect, test } from 'vitest';
import { preloadAllPages, render } from '../../src/entry-server';
import { prerenderTargets } from '../../scripts/build/pages';
import { languages, localizePath } from '../../src/data/languages';
import { commonTexts, siteResources } from './locale-files';

// A static host answers an unknown path with the nearest 404.html: the detail routes have their
// own, so an unknown service or lawyer gets its own message from the first byte, never the generic
// one. None is indexed. The served pages: seo.spec.ts.

beforeAll(() => preloadAllPages());

type Texts = Record<string, Record<string, Record<string, string>>>;
const assets = { scripts: ['/assets/boot.js'], css: '', fonts: {} };

test.each(languages.map(({ code }) => code))(
  'in %s, the 404 pages are not indexed, and an unknown service or lawyer gets its own',
  async (lng) => {
    const texts = siteResources[lng] as Texts;
    const generic = commonTexts(lng).notFound.title;
    const pages = [
      ['/404', '404.html', generic],
      ['/expertise/404', 'expertise/404.html', texts.services!.page!.notFound!],
      ['/professionals/404', 'professionals/404.html', texts.professionals!.labels!.notFound!],
    ] as const;
    const targets = prerenderTargets.filter((t) => t.lng === lng && t.file.endsWith('404.html'));
    expect(targets.map((t) => [t.path, t.file])).toEqual(
      pages.map(([path, file]) => [path, localizePath(lng, `/${file}`).slice(1)]),
    );
    for (const [path, , text] of pages) {
      const html = await render({ lng, path, notFound: true }, siteResources, assets);
      const shown = html.slice(
        html.indexOf('<body>'),
        html.indexOf('<script type="application/json"'),
      );
      expect(html, path).toContain(`<html lang="${lng}"`);
      expect(shown.includes(text), path).toBe(true);
      if (text !== generic) expect(shown.includes(generic), path).toBe(false);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).not.toMatch(/rel="(canonical|alternate)"/);
      expect(html, path).not.toContain('application/ld+json');
    }
  },
);
