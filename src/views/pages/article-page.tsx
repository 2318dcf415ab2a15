import { useTranslation } from 'react-i18next';
import { Link } from '../ui/link';
import { usePage } from '../use-page';
import { PageHead } from '../components/page-head';
import { articleJsonLd } from '../../seo/structured-data';
import { NotFound } from '../components/not-found';
import { NamespaceGate } from '../components/namespace-gate';
import { PageHeader } from '../ui/page-header';
import { FeedLink } from '../components/feed-link';
import { AuthorLinks } from '../components/author-links';
import { button, container, section, textLink } from '../ui/ui.css';
import * as styles from '../components/articles.css';
import { languages, localizePath, type Namespace, type SiteLanguage } from '../../data/languages';
import { articlePath, listingPath, type Article } from '../../data/articles';
import { articleIn } from '../../i18n/publications';
import { formatDate } from '../../i18n/format-date';
import { looseText } from '../../i18n/loose';
import { StaticPart } from '../static-part';

/** One article in the page's language: its facts from `publications`, its texts from `article-<slug>`. */
export function ArticlePage() {
  return (
    <NamespaceGate ns={['publications']}>
      <ArticleOrNotFound />
    </NamespaceGate>
  );
}

function ArticleOrNotFound() {
  const { lng, id = '' } = usePage();
  const { t, i18n } = useTranslation();
  const article = articleIn(i18n, id);
  if (!article?.languages.includes(lng)) {
    return (
      <NotFound>
        <Link to={listingPath()} className={button.primary}>
          {t('nav.publication')}
        </Link>
      </NotFound>
    );
  }
  return (
    <NamespaceGate ns={[`article-${article.slug}` as Namespace]}>
      <ArticleView article={article} lng={lng} />
    </NamespaceGate>
  );
}

function ArticleView({ article, lng }: { article: Article; lng: SiteLanguage }) {
  const ns = `article-${article.slug}`;
  const { t } = useTranslation([ns as 'publications', 'common']);
  const text = (key: string) => looseText(t, key);
  const date = (iso: string) => <time dateTime={iso}>{formatDate(t, iso, ns)}</time>;
  const path = articlePath(article.slug);
  const [title, summary] = [text('title'), text('summary')];
  const names = Object.fromEntries(article.authors.map((id) => [id, text(`people.${id}`)]));
  const others = languages.filter(({ code }) => code !== lng && article.languages.includes(code));
  return (
    <article>
      <PageHead
        subject={title}
        label={title}
        description={summary}
        type="article"
        among={article.languages}
        parent="publication"
        jsonLd={
          import.meta.env.SSR
            ? [articleJsonLd(path, lng, article, { headline: title, description: summary, names })]
            : undefined
        }
      />
      <FeedLink lng={lng} title={text('feedTitle')} />
      <StaticPart>
        <PageHeader title={title} intro={summary} />
        <div className={`${container} ${section}`}>
          <p className={styles.meta}>
            {text('published')} {date(article.published)}
            {article.updated !== article.published && (
              <>
                {' · '}
                {text('updated')} {date(article.updated)}
              </>
            )}
          </p>
          <p className={styles.meta}>
            {text('by')}
            <AuthorLinks authors={article.authors} ns={ns} />
            {' · '}
            {text('practiceAreas')}
            {article.areas.map((id, i) => (
              <span key={id}>
                {i > 0 && text('separator')}
                <Link to={listingPath({ area: id })}>{text(`areas.${id}`)}</Link>
              </span>
            ))}
          </p>
          {others.length > 0 && (
            <p className={styles.meta}>
              {text('otherLanguages')}
              {others.map(({ code, name }, i) => (
                <span key={code}>
                  {i > 0 && text('separator')}
                  <a href={localizePath(code, path)} hrefLang={code} lang={code}>
                    {name}
                  </a>
                </span>
              ))}
            </p>
          )}
          {/* HTML from an allowlist at build (scripts/content/article-html.ts), the same the feed carries. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: text('body') }} />
          {article.pdf && (
            <p>
              <a className={textLink} href={article.pdf} type="application/pdf">
                {article.pdfLanguage === lng
                  ? text('pdf')
                  : looseText(t, 'pdfIn', { language: text(`languages.${article.pdfLanguage}`) })}
              </a>
            </p>
          )}
          <Link to={listingPath()} className={button.outline}>
            {text('back')}
          </Link>
        </div>
      </StaticPart>
    </article>
  );
}
