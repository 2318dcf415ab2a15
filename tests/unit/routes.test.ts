import { describe, expect, test } from 'vitest';
import {
  canonicalPath,
  languages,
  localizePath,
  siteLanguageOf,
  sitePath,
  splitLanguage,
  switchLanguagePath,
} from '../../src/data/languages';
import commonEn from '../../public/locales/en/common.json';
import {
  findRoute,
  mainRoutes,
  notFoundRoute,
  paths,
  redirects,
  samePageIn,
} from '../../src/data/routes';
import { articlePath, listingPath } from '../../src/data/articles';
import { publicPathsIn } from '../../scripts/build/pages';
import { serviceAliases, serviceIds } from '../../src/data/services';
import { professionals } from '../../src/data/professionals';

const lngs = languages.map(({ code }) => code);

describe('language prefixes', () => {
  test('English pages are unprefixed; the others live under their code, home with a slash', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('en', '/about')).toBe('/about');
    expect(localizePath('ja', '/')).toBe('/ja/');
    expect(localizePath('ja', '/about')).toBe('/ja/about');
    expect(localizePath('my', '/expertise/employment/')).toBe('/my/expertise/employment');
  });

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
        for (const address of [localizePath(code, path), switchLanguagePath(code, path)])
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

  test('canonicalPath writes a path as the site links it', () => {
    const addresses = ['/ja', '/my/about/', '/about/', ''];
    expect(addresses.map(canonicalPath)).toEqual(['/ja/', '/my/about', '/about', '/']);
  });

  test('siteLanguageOf reads the language part of a browser code', () => {
    const codes = ['ja-JP', 'MY_mm', 'en', 'fr-FR', null];
    expect(codes.map(siteLanguageOf)).toEqual(['ja', 'my', 'en', undefined, undefined]);
  });

  test('the switcher names the language in the query only for English', () => {
    expect(switchLanguagePath('en', '/about')).toBe('/about?lng=en');
    expect(switchLanguagePath('ja', '/about')).toBe('/ja/about');
    expect(switchLanguagePath('my', '/')).toBe('/my/');
  });

  test('the switcher leads from an article or a listing’s page to the publications, which exist in every language', () => {
    const uncertain = [
      articlePath('any-slug'),
      listingPath('employment'),
      listingPath(undefined, 2),
    ];
    expect(uncertain.map(samePageIn)).toEqual(uncertain.map(() => paths.publication));
    const everywhere = [paths.publication, paths.about, paths.service(serviceIds[0]!), '/'];
    expect(everywhere.map(samePageIn)).toEqual(everywhere);
  });
});

describe('findRoute', () => {
  test.each(lngs.flatMap((lng) => publicPathsIn(lng).map((path) => [lng, path] as const)))(
    'in %s, %s is found at its address, which splits back',
    (lng, path) => {
      const address = localizePath(lng, path);
      expect(splitLanguage(address)).toEqual({ lng, path });
      const found = findRoute(address);
      expect(found.lng).toBe(lng);
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
    expect(findRoute(pathname)).toEqual({ route: notFoundRoute, lng });
  });
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

  test('the navigation holds the six main routes with their labels, in their order', () => {
    const wanted = ['/', '/about', '/expertise', '/professionals', '/publication', '/contact'];
    const labels = ['Home', 'About Us', 'Expertise', 'Professionals', 'Publication', 'Contact'];
    const spec = mainRoutes.filter(({ path }) => wanted.includes(path));
    expect(spec.map(({ path }) => path)).toEqual(wanted);
    expect(spec.map(({ navKey }) => commonEn.nav[navKey])).toEqual(labels);
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
      for (const { to } of own) expect(findRoute(to).route.page).toBe('service-page');
    },
  );
});
