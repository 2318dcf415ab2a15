import type { ComponentProps } from 'react';

/** A line drawing on a 24-unit square in the text's colour, hidden from assistive technology. */
export function Icon(props: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
