import type { ComponentType } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
} from 'react-router-dom';
import { localizePath } from '../../data/languages';
import { usePage } from '../use-page';

/** A react-router component kept in the page's language: `to` is a path of the route manifest. */
const localized = <P extends { to: unknown }>(Component: ComponentType<P>) =>
  function Localized({ to, ...props }: Omit<P, 'to'> & { to: string }) {
    return <Component {...(props as P)} to={localizePath(usePage().lng, to)} />;
  };

export const Link = localized(RouterLink);
export const NavLink = localized(RouterNavLink);
export const Navigate = localized(RouterNavigate);
