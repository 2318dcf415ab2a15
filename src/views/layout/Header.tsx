import { useEffect } from 'react';
import { Link, NavLink } from './localized-links';
import { useTranslation } from 'react-i18next';
import { mainRoutes } from '../../data/routes';
import { site } from '../../data/site';
import { breakpoints } from '../theme/tokens';
import { container } from '../ui.css';
import { BrandMark, MenuIcon } from '../components/icons';
import { MenuContext } from './menu-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './header.css';

const panelId = 'site-navigation';

export function Header() {
  const { t } = useTranslation();
  const menu = MenuContext.useActorRef();
  const open = MenuContext.useSelector((s) => s.matches('open'));

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.menu}px)`);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) menu.send({ type: 'menu.close' });
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [menu]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menu.send({ type: 'menu.close' });
      document.getElementById(`${panelId}-toggle`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, menu]);

  return (
    <header className={styles.root}>
      <div className={`${container} ${styles.bar}`}>
        <Link
          to="/"
          className={styles.brand}
          aria-label={t('nav.homeLink', { firm: site.firmName })}
        >
          <BrandMark className={styles.mark} />
          <span>{site.firmName}</span>
        </Link>
        <button
          type="button"
          id={`${panelId}-toggle`}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => menu.send({ type: 'menu.toggle' })}
        >
          <MenuIcon open={open} className={styles.triggerIcon} />
          <span className={styles.triggerLabel}>{t('nav.menu')}</span>
        </button>
        <nav
          id={panelId}
          aria-label={t('nav.label')}
          className={styles.panel[open ? 'open' : 'closed']}
        >
          <ul className={styles.list}>
            {mainRoutes.map(({ path, navKey }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  end={path === '/'}
                  className={styles.link}
                  onClick={() => menu.send({ type: 'menu.close' })}
                >
                  {t(`nav.${navKey}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
