import { useTranslation } from 'react-i18next';
import type { Article } from '../../data/articles';
import { ArticleList } from './article-list';
import { NamespaceGate } from './namespace-gate';

type Props = { items: readonly Article[]; title: 'byLawyer' | 'latest'; className: string };

/** A profile's or a service's articles, under a heading; nothing when there are none. */
export function RelatedArticles(props: Props) {
  if (props.items.length === 0) return null;
  return (
    <NamespaceGate ns={['publications']}>
      <Related {...props} />
    </NamespaceGate>
  );
}

function Related({ items, title, className }: Props) {
  const { t } = useTranslation('publications');
  return (
    <section className={className} aria-labelledby="related-articles">
      <h2 id="related-articles">{t(title)}</h2>
      <ArticleList items={items} heading="h3" />
    </section>
  );
}
