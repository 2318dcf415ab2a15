/**
 * The language detector's settings, with the language pages (docs/decisions/0017): the
 * query parameter `lng` first (it leads to that language's page), then the path (a page under
 * /ja/ or /my/ is in its language), then cookie, localStorage, sessionStorage,
 * the browser's languages, the html lang attribute. On an English page the path names no
 * language, so the sources after it decide. The chosen language is cached in localStorage.
 * A module of its own: the boot script reads it before i18next has loaded (./language-hint).
 */
export const detection = {
  order: [
    'querystring',
    'path',
    'cookie',
    'localStorage',
    'sessionStorage',
    'navigator',
    'htmlTag',
  ],
  lookupQuerystring: 'lng',
  lookupFromPathIndex: 0,
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};
