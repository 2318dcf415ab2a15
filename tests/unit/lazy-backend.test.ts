import i18next from 'i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LazyHttpBackend } from '../../src/i18n/client';
import { baseOptions, localesPath } from '../../src/i18n/config';

// The i18next backend that fetches i18next-http-backend on the first read: with the texts of the
// page embedded, an English first visit never needs it; when a read comes, it behaves as the
// real backend does (GET /locales/{lng}/{ns}.json; up to 5 retries, from 350 ms doubling).

async function createI18n(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  const instance = i18next.createInstance().use(LazyHttpBackend);
  await instance.init({
    ...baseOptions,
    lng: 'en',
    ns: ['common'],
    resources: { en: { common: { loading: 'Loading…' } } },
    partialBundledLanguages: true,
    retryTimeout: 1,
    backend: { loadPath: localesPath },
  });
  return instance;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('LazyHttpBackend', () => {
  test('embedded texts need no request; another namespace is read from /locales/{lng}/{ns}.json', async () => {
    const fetch = vi.fn(async () => json({ title: 'About Us' }));
    const i18n = await createI18n(fetch);
    expect(i18n.t('loading')).toBe('Loading…');
    expect(fetch).not.toHaveBeenCalled();
    await i18n.loadNamespaces('about');
    expect(i18n.t('about:title')).toBe('About Us');
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/locales/en/about.json',
    ]);
  });

  test('a 5xx answer is retried, as the real backend asks i18next to', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ title: 'About Us' }));
    const i18n = await createI18n(fetch);
    await i18n.loadNamespaces('about');
    await vi.waitFor(() => expect(i18n.t('about:title')).toBe('About Us'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
