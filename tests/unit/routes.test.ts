import { describe, expect, test } from 'vitest';
import {
  languages,
  localizePath,
  siteLanguageOf,
  sitePath,
  splitLanguage,
} from '../../src/data/languages';
import { notFoundRoute, paths, redirects, switchLanguagePath } from '../../src/data/routes';
import { findPage } from '../../src/views/use-page';
import { articlePath, listingPath, parseListing } from '../../src/data/articles';
import { publicPathsIn } from '../../scripts/build/pages';
import { serviceAliases, serviceIds } from '../../src/data/services';
import { professionals } from '../../src/data/professionals';

const lngs = languages.map(({ code }) => code);

describe('language prefixes', () => {
  test('a path whose first segment is no other language is English', () => {
    expect(splitLanguage('/japan')).toEqual({ lng: 'en', path: '/japan' });
    expect(splitLanguage('/en/about')).toEqual({ lng: 'en', path: '/en/about' });
    expect(splitLanguage('/ja')).toEqual({ lng: 'ja', path: '/' });
  });

  // Paths a phishing mail can put after the firm's domain, and where they must lead.
  const hostile = {
    '//evil.example/x': '/evil.example/x',
    '/\\evil.example': '/evil.example',
    '/%5Cevil.example': '/evil.example',
    '/%2F/evil.example': '/evil.example',
    '/\t/evil.example': '/evil.example',
  };

  test('a path from the address bar never yields another host: leading slashes and backslashes collapse', () => {
    for (const [path, onSite] of Object.entries(hostile)) {
      expect(sitePath(path)).toBe(onSite);
      for (const { code } of languages) {
        for (const address of [localizePath(code, path), switchLanguagePath(code, findPage(path))])
          expect(new URL(address, 'https://firm.test').host).toBe('firm.test');
        const prefixed = splitLanguage(`${localizePath(code, '/')}${path}`);
        expect(prefixed).toEqual({ lng: code, path: onSite });
      }
    }
  });

  test('a path that does not start with a slash is refused for the home page', () => {
    const foreign = ['https://evil.example/x', 'javascript:alert(1)', 'evil.example'];
    expect(foreign.map(sitePath)).toEqual(['/', '/', '/']);
  });

  test('siteLanguageOf reads the language part of a browser code', () => {
    const codes = ['ja-JP', 'MY_mm', 'en', 'fr-FR', null];
    expect(codes.map(siteLanguageOf)).toEqual(['ja', 'my', 'en', undefined, undefined]);
  });

  test('the switcher leads from an article or a listing’s page to the publications, which exist in every language', () => {
    const uncertain = [
      articlePath('any-slug'),
      listingPath({ area: serviceIds[0] }),
      listingPath({ author: professionals[0]!.id }),
      listingPath({}, 2),
    ];
    const switched = (path: string) => switchLanguagePath('ja', findPage(path));
    expect(uncertain.map(switched)).toEqual(
      uncertain.map(() => localizePath('ja', paths.publication)),
    );
    const everywhere = [paths.publication, paths.about, paths.service(serviceIds[0]!), '/'];
    expect(everywhere.map(switched)).toEqual(everywhere.map((path) => localizePath('ja', path)));
  });
});

describe('findPage', () => {
  test.each(lngs.flatMap((lng) => publicPathsIn(lng).map((path) => [lng, path] as const)))(
    'in %s, %s is found at its address, which splits back',
    (lng, path) => {
      const address = localizePath(lng, path);
      expect(splitLanguage(address)).toEqual({ lng, path });
      const found = findPage(address);
      expect(found).toMatchObject({ lng, path });
      expect(found.route).not.toBe(notFoundRoute);
      expect(found.route.path.replace(/:id|\*/, found.id ?? '')).toBe(path);
    },
  );

  test.each([
    ['/no-such-page', 'en'],
    ['/ja/no-such-page', 'ja'],
    ['/my/about/more', 'my'],
    ['/en/about', 'en'],
  ])('%s falls back to the 404 route, in %s', (pathname, lng) => {
    expect(findPage(pathname)).toMatchObject({ route: notFoundRoute, lng, id: undefined });
  });
});

test('a listing’s path parses back to its area or lawyer and page; a path it never writes is no listing', () => {
  for (const of of [{}, { area: serviceIds[0] }, { author: professionals[0]!.id }])
    for (const page of [1, 2, 12])
      expect(parseListing(listingPath(of, page))).toEqual({ ...of, page });
  const others = [
    '/publication/page/1',
    '/publication/page/02',
    '/publication/area',
    '/publication/author',
    '/publication/area/x/author/y',
    articlePath('x'),
  ];
  expect(others.map(parseListing)).toEqual(others.map(() => undefined));
});

describe('the manifest', () => {
  test('lists every service and every lawyer once, and no path twice', () => {
    const publicPaths = publicPathsIn('en');
    expect(publicPaths).toEqual(expect.arrayContaining(serviceIds.map(paths.service)));
    expect(publicPaths).toEqual(
      expect.arrayContaining(professionals.map((person) => paths.profile(person.id))),
    );
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });

  test.each(lngs)(
    'in %s, every old service id redirects to its service in the same language',
    (lng) => {
      const own = redirects.filter((r) => splitLanguage(r.from).lng === lng);
      expect(own).toEqual(
        Object.entries(serviceAliases).map(([from, to]) => ({
          from: localizePath(lng, `/expertise/${from}`),
          to: localizePath(lng, `/expertise/${to}`),
        })),
      );
      for (const { to } of own) expect(findPage(to).route.page).toBe('service-page');
    },
  );
});
