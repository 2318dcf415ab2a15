type Props = Record<'className' | 'barsClassName' | 'crossClassName', string>;

/** Bars, and a cross: which one shows is the stylesheet's choice (whether the menu is open). */
export function MenuIcon({ className, barsClassName, crossClassName }: Props) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        className={barsClassName}
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className={crossClassName}
        d="M6 6l12 12M18 6 6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
