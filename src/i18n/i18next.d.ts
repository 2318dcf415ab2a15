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
      // A lawyer's texts and facts vary with the firm: read loosely (./loose.ts), not typed.
      professionals: Omit<typeof import('../../public/locales/en/professionals.json'), 'people'>;
      legal: typeof import('../../public/locales/en/legal.json');
      publications: typeof import('../../public/locales/en/publications.json');
      search: typeof import('../../public/locales/en/search.json');
    };
  }
}
