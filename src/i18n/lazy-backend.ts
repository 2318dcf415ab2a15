import type { BackendModule, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched on the first read. A page opened in the language it was
 * prerendered in carries every text it shows, so the backend (about 3 KB) is needed only for
 * another language or for another page's texts: never on an English first visit.
 * Errors keep i18next's meaning: `callback(error, true)` asks for a retry (up to 5 retries).
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private settings?: [Services, HttpBackendOptions];
  private backend?: Promise<BackendModule<HttpBackendOptions>>;

  init(services: Services, options: HttpBackendOptions): void {
    this.settings = [services, options];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend();
      if (this.settings) backend.init(...this.settings);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // The chunk itself failed (offline): the next try fetches it again.
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  }
}
