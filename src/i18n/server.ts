import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions } from './config';
import { digitsFormatter } from './local-digits';

/** A fully loaded instance for prerendering and tests: no backend, no detection. */
export function createStaticI18n(lng: string, resources: Resource): I18n {
  const instance = i18next.createInstance().use(initReactI18next).use(digitsFormatter);
  void instance.init({
    ...baseOptions,
    lng,
    ns: Object.keys(resources[lng] ?? {}),
    resources,
    initAsync: false,
  });
  return instance;
}
