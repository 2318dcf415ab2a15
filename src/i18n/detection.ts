/**
 * The language detector's settings, spec §9: the order it looks in and the names it looks up; the
 * chosen language is cached in localStorage. A module of its own: the boot script reads them
 * before i18next has loaded (./language-hint), and should not carry the rest of ./config.
 */
export const detection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};
