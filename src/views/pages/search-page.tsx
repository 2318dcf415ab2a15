import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { mainRoutes } from '../../data/routes';
import { localizePath } from '../../data/languages';
import { searchMachine } from '../../machines/search-machine';
import { PageHead } from '../components/page-head';
import { usePage } from '../use-page';
import { Link } from '../ui/link';
import { PageHeader } from '../ui/page-header';
import { button, container, section, textLink, visuallyHidden } from '../ui/ui.css';
import * as styles from './search-page.css';
import { liveAttribute } from '../../form-before-app';

/**
 * A plain GET form (`?q=`) that works before any script; Pagefind searches in the browser, so
 * results come once the app runs, from the address's query or from typing. Without a script the
 * page says so and leads to the site's main pages instead.
 */
export function SearchPage() {
  const { t } = useTranslation(['search', 'common']);
  const { lng, path } = usePage();
  const search = useActorRef(searchMachine, { input: { lng } });
  const box = useRef<HTMLInputElement>(null);

  // What the visitor typed before the app ran, else the address's query, is searched at once.
  useLayoutEffect(() => {
    const input = box.current!;
    input.value ||= new URLSearchParams(window.location.search).get('q') ?? '';
    if (input.value) search.send({ type: 'query.submit', query: input.value });
  }, [search]);

  useEffect(() => {
    const keep = search.on('query.searched', ({ query: searched }) => {
      const url = new URL(window.location.href);
      if (searched) url.searchParams.set('q', searched);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url);
    });
    return () => keep.unsubscribe();
  }, [search]);

  return (
    <>
      <PageHead label={t('common:nav.search')} description={t('description')} />
      <PageHeader title={t('title')} intro={t('intro')} />
      <section className={`${section} ${container} ${styles.root}`}>
        <form
          role="search"
          action={localizePath(lng, path)}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            search.send({ type: 'query.submit', query: box.current!.value });
          }}
        >
          <label htmlFor="search-query" className={visuallyHidden}>
            {t('label')}
          </label>
          <input
            ref={box}
            id="search-query"
            name="q"
            type="search"
            className={styles.input}
            onChange={(event) => search.send({ type: 'query.change', query: event.target.value })}
          />
          <button type="submit" className={button.primary}>
            {t('submit')}
          </button>
        </form>
        <noscript>
          <p className={styles.status}>{t('needsScript')}</p>
          <ul>
            {mainRoutes.map(({ path, navKey }) => (
              <li key={path}>
                <Link to={path} className={textLink}>
                  {t(`common:nav.${navKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </noscript>
        <SearchFindings search={search} />
      </section>
    </>
  );
}

/**
 * What the search found, drawn as a transition (`useDeferredValue`): a phone's main thread gets
 * breaks while twenty results are built, and the status and the list always show the same search.
 */
function SearchFindings({ search }: { search: ActorRefFrom<typeof searchMachine> }) {
  const { t } = useTranslation('search');
  const { value: state, context } = useDeferredValue(useSelector(search, (s) => s));
  const { query, results } = context;
  return useMemo(() => {
    const status = {
      idle: '',
      typing: '',
      searching: t('searching'),
      results: t('found', { count: results.length, query }),
      noResults: t('none', { query }),
      failed: t('failed'),
    }[state];
    return (
      <>
        <p role="status" className={styles.status} {...{ [liveAttribute]: '' }}>
          {status}
        </p>
        {results.length > 0 && (
          <ol className={styles.results}>
            {results.map(({ url, title, excerpt }) => (
              <li key={url} className={styles.result}>
                <RouterLink to={url} className={textLink}>
                  {title}
                </RouterLink>
                {/* Pagefind's excerpt: the page's own text, escaped, the words found in <mark>. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: excerpt }} />
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }, [t, state, query, results]);
}
