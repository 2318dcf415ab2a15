import { useTranslation } from 'react-i18next';
import { vcardPath, type Professional } from '../../data/professional';
import { paths } from '../../data/routes';
import { localizePath } from '../../data/languages';
import { usePage } from '../use-page';
import * as styles from './profile.css';

/** The contacts the firm filled in, and the lawyer's contact card: a download needing no script. */
export function ProfileContactLinks({ person }: { person: Professional }) {
  const { t } = useTranslation('professionals');
  const { t: tc } = useTranslation();
  const { lng } = usePage();
  const labelled = (key: 'phone' | 'email', value: string) =>
    tc('labelled', { label: t(`labels.${key}`) }) + value;
  const links = [
    person.phone && { href: `tel:${person.phone}`, label: labelled('phone', person.phone) },
    person.email && { href: `mailto:${person.email}`, label: labelled('email', person.email) },
    person.linkedin && { href: person.linkedin, label: t('labels.linkedin'), external: true },
    person.facebook && { href: person.facebook, label: t('labels.facebook'), external: true },
  ].filter((link) => !!link);
  return (
    <ul className={styles.plainList}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            {...('external' in link ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
      <li>
        <a href={vcardPath(localizePath(lng, paths.profile(person.id)))} download>
          {t('labels.vcard')}
        </a>
      </li>
    </ul>
  );
}
