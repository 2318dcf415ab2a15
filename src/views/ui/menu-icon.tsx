import { Icon } from './icon';

type Props = Record<'className' | 'barsClassName' | 'crossClassName', string>;

/** Bars, and a cross: which one shows is the stylesheet's choice (whether the menu is open). */
export function MenuIcon({ className, barsClassName, crossClassName }: Props) {
  return (
    <Icon className={className}>
      <path className={barsClassName} d="M4 7h16M4 12h16M4 17h16" />
      <path className={crossClassName} d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}
