import servicePaths from '../../data/service-icons.json';
import type { ServiceIcon } from '../../data/services';
import { Icon } from '../ui/icon';

export function ServiceGlyph({ icon, className }: { className?: string; icon: ServiceIcon }) {
  return (
    <Icon className={className} strokeWidth="1.6" strokeLinejoin="round">
      <path d={servicePaths[icon]} />
    </Icon>
  );
}
