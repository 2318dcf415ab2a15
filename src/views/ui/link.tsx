import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router-dom';
import { localizePath, splitLanguage, type SiteLanguage } from '../../data/languages';

/** The language of the page shown: its URL's (docs/decisions/0017). */
export function usePageLanguage(): SiteLanguage {
  return splitLanguage(useLocation().pathname).lng;
}

/** Turns a path of the route manifest into the same page in the language shown. */
export function useLocalize(): (path: string) => string {
  const lng = usePageLanguage();
  return (path) => localizePath(lng, path);
}

type To = { to: string };

/** react-router's links, kept in the page's language: `to` is a path of the route manifest. */
export function Link({ to, ...props }: Omit<LinkProps, 'to'> & To) {
  return <RouterLink to={useLocalize()(to)} {...props} />;
}

export function NavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & To) {
  return <RouterNavLink to={useLocalize()(to)} {...props} />;
}

export function Navigate({ to, ...props }: Omit<NavigateProps, 'to'> & To) {
  return <RouterNavigate to={useLocalize()(to)} {...props} />;
}
