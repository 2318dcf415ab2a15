import { useTranslation } from 'react-i18next';
import { articlesOf } from '../../i18n/publications';
import { ArticleList } from './article-list';
import { NamespaceGate } from './namespace-gate';

type Props = { slugs: readonly string[]; title: 'byLawyer' | 'latest'; className: string };

/** A profile's or a service's articles, under a heading; nothing when there are none. */
export function RelatedArticles(props: Props) {
  if (props.slugs.length === 0) return null;
  return (
    <NamespaceGate ns={['publications']}>
      <Related {...props} />
    </NamespaceGate>
  );
}

function Related({ slugs, title, className }: Props) {
  const { t, i18n } = useTranslation('publications');
  return (
    <section className={className} aria-labelledby="related-articles">
      <h2 id="related-articles">{t(title)}</h2>
      <ArticleList items={articlesOf(i18n, slugs)} heading="h3" />
    </section>
  );
}
