import { useTranslation } from 'react-i18next';
import { articlePath, type Article } from '../../data/articles';
import { formatDate } from '../../i18n/format-date';
import { looseText } from '../../i18n/loose';
import { Link } from '../ui/link';
import { AuthorLinks } from './author-links';
import * as styles from './articles.css';

type Props = { items: readonly Article[]; heading?: 'h2' | 'h3' };

/** Articles as a listing shows them: linked title, date, author links, practice areas, summary. */
export function ArticleList({ items, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation('publications');
  return (
    <ul className={styles.list}>
      {items.map((article) => (
        <li key={article.slug} className={styles.item}>
          <Heading className={styles.title}>
            <Link to={articlePath(article.slug)}>
              {looseText(t, `items.${article.slug}.title`)}
            </Link>
          </Heading>
          <p className={styles.meta}>
            <time dateTime={article.published}>
              {formatDate(t, article.published, 'publications')}
            </time>
            {' · '}
            {t('by')}
            <AuthorLinks authors={article.authors} ns="publications" />
            {' · '}
            {article.areas.map((id) => looseText(t, `areas.${id}`)).join(t('separator'))}
          </p>
          <p>{looseText(t, `items.${article.slug}.summary`)}</p>
        </li>
      ))}
    </ul>
  );
}
