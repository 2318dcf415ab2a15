import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from '../ui/link';
import { useTranslation } from 'react-i18next';
import { mainRoutes } from '../../data/routes';
import { breakpoints } from '../theme/breakpoints';
import { container } from '../ui/ui.css';
import { BrandMark } from '../ui/brand-mark';
import { MenuIcon } from '../ui/menu-icon';
import { useHydrated } from '../use-hydrated';
import { MenuContext } from './menu-context';
import { LanguageSwitcher } from './language-switcher';
import * as styles from './header.css';

const panelId = 'site-navigation';

// The navigation is a popover under the menu breakpoint, opened natively before any script and
// closed by the browser on Escape or a tap outside. Once the app runs, the menu machine adopts it
// as left, drives it, and hears the browser's own closes through the popover's `toggle` event.
export function Header() {
  const { t } = useTranslation();
  const menu = MenuContext.useActorRef();
  const open = MenuContext.useSelector((s) => s.matches('open'));
  const panel = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = panel.current;
    // Without the Popover API (old browsers, jsdom) the panel's class shows or hides it.
    if (!element || typeof element.showPopover !== 'function') return;
    const shown = () => element.matches(':popover-open');
    const follow = () => {
      if (shown() !== menu.getSnapshot().matches('open'))
        menu.send({ type: shown() ? 'menu.toggle' : 'menu.close' });
    };
    follow();
    element.addEventListener('toggle', follow);
    const drive = menu.subscribe((snapshot) => element.togglePopover(snapshot.matches('open')));
    return () => {
      element.removeEventListener('toggle', follow);
      drive.unsubscribe();
    };
  }, [menu]);

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
        <Link to="/" className={styles.brand} aria-label={t('nav.homeLink')}>
          <BrandMark className={styles.mark} />
          <span>{t('firm.name')}</span>
        </Link>
        <MenuToggle />
        <nav
          ref={panel}
          id={panelId}
          popover="auto"
          aria-label={t('nav.label')}
          className={styles.panel[open ? 'open' : 'closed']}
        >
          <NavigationLinks />
        </nav>
      </div>
    </header>
  );
}

/**
 * The menu's button: `aria-expanded` once the app drives the popover. Its own component, so the
 * re-render that follows hydration (`useHydrated`) redraws it alone.
 */
function MenuToggle() {
  const { t } = useTranslation();
  const menu = MenuContext.useActorRef();
  const open = MenuContext.useSelector((s) => s.matches('open'));
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      id={`${panelId}-toggle`}
      className={styles.trigger}
      popoverTarget={panelId}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={panelId}
      onClick={(event) => {
        // The machine toggles the popover, not the button's native action.
        event.preventDefault();
        menu.send({ type: 'menu.toggle' });
      }}
    >
      <MenuIcon
        className={styles.triggerIcon}
        barsClassName={styles.iconBars}
        crossClassName={styles.iconCross}
      />
      <span className={styles.triggerLabel}>{t('nav.menu')}</span>
    </button>
  );
}

/** The pages and languages: unchanged as the menu opens and closes, so left as they are. */
const NavigationLinks = memo(function NavigationLinks() {
  const { t } = useTranslation();
  const menu = MenuContext.useActorRef();
  return (
    <>
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
    </>
  );
});
