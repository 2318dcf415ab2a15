// @vitest-environment node
import { beforeAll, expect, test } from 'vitest';
import { preloadAllPages, prerenderTargets, render } from '../../src/entry-server';
import { languages } from '../../src/data/languages';
import { commonTexts, siteResources } from './locale-files';

// A static host answers an unknown path with the 404.html nearest to it. The detail routes have
// their own (expertise/404.html, professionals/404.html in each language), so an unknown service
// or lawyer reads 'Service not found.' or 'Profile not found.' from the first byte, with or
// without JavaScript, never the generic 'Oops! Page Not Found' first.

beforeAll(() => preloadAllPages());

type Texts = Record<string, Record<string, Record<string, string>>>;

test.each(languages.map(({ code }) => code))(
  'in %s, an unknown service or lawyer is answered by its own not-found page, never the generic one',
  (lng) => {
    const texts = siteResources[lng] as Texts;
    const generic = commonTexts(lng).notFound.title;
    for (const [path, file, text] of [
      ['/expertise/404', 'expertise/404.html', texts.services!.page!.notFound!],
      ['/professionals/404', 'professionals/404.html', texts.professionals!.labels!.notFound!],
    ] as const) {
      const target = prerenderTargets.find((t) => t.lng === lng && t.path === path);
      expect(target?.file.endsWith(file), path).toBe(true);
      const { html, head } = render(path, lng, siteResources);
      expect(html, path).toContain(text);
      expect(html, path).not.toContain(generic);
      expect(head).toContain('<meta name="robots" content="noindex" />');
    }
  },
);
