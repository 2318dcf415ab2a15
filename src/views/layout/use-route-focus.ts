import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuContext } from './menu-context';

/**
 * On every route change (not the first load): close the menu, scroll to the top and move focus
 * to the new page's heading so keyboard and screen-reader users land on the new content.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const menu = MenuContext.useActorRef();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    menu.send({ type: 'menu.close' });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // The page's heading, or the main landmark while a page is still loading its texts.
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    target?.focus({ preventScroll: true });
  }, [pathname, menu]);
}
