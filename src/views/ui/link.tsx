import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router-dom';
import { localizePath } from '../../data/languages';
import { usePage } from '../use-page';

/** A path of the route manifest, as the same page in the language shown. */
const useLocalized = (to: string) => localizePath(usePage().lng, to);

type To = { to: string };

/** react-router's links, kept in the page's language: `to` is a path of the route manifest. */
export function Link({ to, ...props }: Omit<LinkProps, 'to'> & To) {
  return <RouterLink to={useLocalized(to)} {...props} />;
}

export function NavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & To) {
  return <RouterNavLink to={useLocalized(to)} {...props} />;
}

export function Navigate({ to, ...props }: Omit<NavigateProps, 'to'> & To) {
  return <RouterNavigate to={useLocalized(to)} {...props} />;
}
