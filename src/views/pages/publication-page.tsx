import { useTranslation } from 'react-i18next';
import { Link } from '../ui/link';
import { PageHead } from '../components/page-head';
import { MessageBlock } from '../ui/message-block';
import { NotFound } from '../components/not-found';
import { NamespaceGate } from '../components/namespace-gate';
import { PageHeader } from '../ui/page-header';
import { ArticleList } from '../components/article-list';
import { FeedLink } from '../components/feed-link';
import { button, container, section, textLink } from '../ui/ui.css';
import * as styles from '../components/articles.css';
import { paths } from '../../data/routes';
import { localizePath, type SiteLanguage } from '../../data/languages';
import { usePage } from '../use-page';
import { feedPath, feedType, listingPath, parseListing, type ListingOf } from '../../data/articles';
import { articleLanguages } from '../../data/generated/article-languages';
import { articlesOf, idsAt, listingAt } from '../../i18n/publications';
import { localDigits } from '../../i18n/local-digits';
import { looseText } from '../../i18n/loose';
import { StaticPart } from '../static-part';

/**
 * The publications: a listing, 10 articles a page, of all, of one practice area or of one lawyer.
 * While the page's language has no article, /publication is the placeholder the site had before.
 */
export function PublicationPage() {
  const { lng, path } = usePage();
  const written: readonly string[] = articleLanguages;
  if (path === listingPath() && !written.includes(lng)) return <Placeholder />;
  return (
    <NamespaceGate ns={['publications']}>
      <Listing lng={lng} path={path} />
    </NamespaceGate>
  );
}

function Placeholder() {
  const { t } = useTranslation();
  return (
    <MessageBlock title={t('publication.title')} text={t('publication.text')}>
      <PageHead label={t('nav.publication')} description={t('publication.description')} />
      <Link to={paths.home} className={button.primary}>
        {t('publication.home')}
      </Link>
    </MessageBlock>
  );
}

function Listing({ lng, path }: { lng: SiteLanguage; path: string }) {
  const { t, i18n } = useTranslation(['publications', 'common']);
  const { page = 1, ...of }: ListingOf & { page?: number } = parseListing(path) ?? {};
  const listing = listingAt(i18n, path);
  if (!listing) return <NotFound />;
  const { pages, among } = listing;
  const { area, author } = of;
  const areaName = area && looseText(t, `areas.${area}`);
  const name = author && looseText(t, `people.${author}`);
  const title = areaName
    ? t('areaTitle', { area: areaName })
    : name
      ? t('authorTitle', { name })
      : t('title');
  const heading = page > 1 ? t('pageTitle', { title, page }) : title;
  // The filter's link to the listing shown: the current page, or its first page ('true').
  const current = (active: boolean, exact = page === 1) =>
    active ? (exact ? 'page' : 'true') : undefined;
  const item = (to: string, text: string, ariaCurrent?: 'page' | 'true', rel?: string) => (
    <li key={`${rel}${to}`}>
      <Link to={to} rel={rel} aria-current={ariaCurrent}>
        {text}
      </Link>
    </li>
  );
  return (
    <>
      <PageHead
        label={path === listingPath() ? t('common:nav.publication') : heading}
        subject={heading}
        description={
          areaName
            ? t('areaDescription', { area: areaName })
            : name
              ? t('authorDescription', { name })
              : t('description')
        }
        among={path === listingPath() ? undefined : among}
      />
      <FeedLink lng={lng} title={t('feedTitle')} />
      <StaticPart>
        <PageHeader title={heading} intro={t('intro')} />
        <div className={`${container} ${section}`}>
          <nav aria-label={t('filter')}>
            <ul className={styles.links}>
              {item(listingPath(), t('allAreas'), current(!area && !author))}
              {idsAt(i18n, 'publications', 'areasListed').map((id) =>
                item(listingPath({ area: id }), looseText(t, `areas.${id}`), current(id === area)),
              )}
            </ul>
          </nav>
          <ArticleList items={articlesOf(i18n, listing.articles)} />
          {pages > 1 && (
            <nav aria-label={t('pages')}>
              <ul className={styles.links}>
                {page > 1 && item(listingPath(of, page - 1), t('previous'), undefined, 'prev')}
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
                  item(listingPath(of, n), localDigits(lng, n), current(n === page, true)),
                )}
                {page < pages && item(listingPath(of, page + 1), t('next'), undefined, 'next')}
              </ul>
            </nav>
          )}
          <p>
            <a className={textLink} href={localizePath(lng, feedPath)} type={feedType}>
              {t('feed')}
            </a>
          </p>
        </div>
      </StaticPart>
    </>
  );
}
