import 'i18next';
import type common from '../../public/locales/en/common.json';
import type home from '../../public/locales/en/home.json';
import type about from '../../public/locales/en/about.json';
import type services from '../../public/locales/en/services.json';
import type professionals from '../../public/locales/en/professionals.json';
import type legal from '../../public/locales/en/legal.json';
import type publications from '../../public/locales/en/publications.json';
import type search from '../../public/locales/en/search.json';

// Keys are typed from the English files: a key missing there fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      about: typeof about;
      services: typeof services;
      professionals: typeof professionals;
      legal: typeof legal;
      publications: typeof publications;
      search: typeof search;
    };
  }
}
