import { useTranslation } from 'react-i18next';
import { listingPath } from '../../data/articles';
import { articlesOf, listingAt } from '../../i18n/publications';
import { looseText } from '../../i18n/loose';
import { Link } from '../ui/link';
import { textLink } from '../ui/ui.css';
import { ArticleList } from './article-list';
import { NamespaceGate } from './namespace-gate';

type Props = {
  /** The latest of them, as the page's texts list them. */
  slugs: readonly string[];
  of: { author: string } | { area: string };
  className: string;
};

/**
 * A lawyer's or a practice area's latest articles, under a heading, and a link to their listing
 * when it has more; nothing when there are none.
 */
export function RelatedArticles(props: Props) {
  if (props.slugs.length === 0) return null;
  return (
    <NamespaceGate ns={['publications']}>
      <Related {...props} />
    </NamespaceGate>
  );
}

function Related({ slugs, of, className }: Props) {
  const { t, i18n } = useTranslation('publications');
  const path = listingPath(of);
  const listing = listingAt(i18n, path);
  const more = listing && (listing.pages > 1 || listing.articles.length > slugs.length);
  const byLawyer = 'author' in of;
  return (
    <section className={className} aria-labelledby="related-articles">
      <h2 id="related-articles">{t(byLawyer ? 'byLawyer' : 'latest')}</h2>
      <ArticleList items={articlesOf(i18n, slugs)} heading="h3" />
      {more && (
        <p>
          <Link to={path} className={textLink}>
            {byLawyer
              ? t('allByLawyer', { name: looseText(t, `people.${of.author}`) })
              : t('allInArea', { area: looseText(t, `areas.${of.area}`) })}
          </Link>
        </p>
      )}
    </section>
  );
}
