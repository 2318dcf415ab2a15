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
    const main = document.getElementById('main');
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading || !main) {
      heading?.focus({ preventScroll: true });
      return;
    }
    // The page is still loading its chunk or its texts: the main landmark holds focus until its
    // heading arrives, which then takes it, unless the visitor has moved on meanwhile.
    main.focus({ preventScroll: true });
    const arrival = new MutationObserver(() => {
      const arrived = main.querySelector<HTMLElement>('h1');
      if (!arrived) return;
      arrival.disconnect();
      if (document.activeElement === main) arrived.focus({ preventScroll: true });
    });
    arrival.observe(main, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [pathname, menu]);
}
