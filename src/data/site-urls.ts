// The site's public addresses: its URL and each page's in every language.
import { defaultLanguage, languages, localizePath, siteLanguageOf } from './languages';
import { site } from './site';

// Without a trailing slash (VITE_SITE_URL, else site.ts's), a subpath kept; anything else is refused,
// as it would spread into every canonical link and the sitemap.
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || site.defaultSiteUrl;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`VITE_SITE_URL must be an absolute http or https URL: ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The site's URL in this build; plain Node (the e2e specs) has no `import.meta.env`. */
export const siteUrl = normalizeSiteUrl(import.meta.env?.VITE_SITE_URL);

/** The absolute URL of the English route `path` in `lng`, written as the site writes paths. */
export const urlIn = (lng: string, path: string, base = siteUrl): string =>
  `${base}${localizePath(siteLanguageOf(lng) ?? defaultLanguage, path)}`;

/** The page in each language of `among` (default: all), and x-default: English, else the first. */
export const alternateUrls = (
  path: string,
  base = siteUrl,
  among: readonly string[] = languages.map(({ code }) => code),
) => [
  ...among.map((code) => ({ hreflang: code, href: urlIn(code, path, base) })),
  {
    hreflang: 'x-default',
    href: urlIn(among.includes(defaultLanguage) ? defaultLanguage : among[0]!, path, base),
  },
];
