import { useTranslation } from 'react-i18next';
import type { Professional } from '../../data/professionals';
import * as styles from './profile.css';

/** Phone, e-mail, LinkedIn and Facebook, each shown only when the firm has filled it in. */
export function ProfileContactLinks({ person }: { person: Professional }) {
  const { t } = useTranslation('professionals');
  const links = [
    person.phone && {
      key: 'phone',
      href: `tel:${person.phone}`,
      label: `${t('labels.phone')}: ${person.phone}`,
    },
    person.email && {
      key: 'email',
      href: `mailto:${person.email}`,
      label: `${t('labels.email')}: ${person.email}`,
    },
    person.linkedin && {
      key: 'linkedin',
      href: person.linkedin,
      label: t('labels.linkedin'),
      external: true,
    },
    person.facebook && {
      key: 'facebook',
      href: person.facebook,
      label: t('labels.facebook'),
      external: true,
    },
  ].filter((link) => !!link);
  if (links.length === 0) return null;
  return (
    <ul className={styles.plainList}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            {...('external' in link ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
