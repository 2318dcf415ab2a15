import { useTranslation } from 'react-i18next';
import { paths } from '../../data/routes';
import { looseText } from '../../i18n/loose';
import { Link } from '../ui/link';

/** An article's authors linking to their profiles, joined as the language joins a list. */
export function AuthorLinks({ authors, ns }: { authors: readonly string[]; ns: string }) {
  const { t } = useTranslation(ns as 'publications');
  return authors.map((id, i) => (
    <span key={id}>
      {i > 0 && t('separator')}
      <Link to={paths.profile(id)} rel="author">
        {looseText(t, `people.${id}`)}
      </Link>
    </span>
  ));
}
