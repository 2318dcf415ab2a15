import { Icon } from './icon';

export function ArrowIcon() {
  return (
    <Icon width="20" height="20">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
