import 'i18next';

// Keys are typed from the English files: a key missing there fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof import('../../public/locales/en/common.json');
      home: typeof import('../../public/locales/en/home.json');
      about: typeof import('../../public/locales/en/about.json');
      services: typeof import('../../public/locales/en/services.json');
      professionals: typeof import('../../public/locales/en/professionals.json');
      legal: typeof import('../../public/locales/en/legal.json');
      publications: typeof import('../../public/locales/en/publications.json');
      search: typeof import('../../public/locales/en/search.json');
    };
  }
}
