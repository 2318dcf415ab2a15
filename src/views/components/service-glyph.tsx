import servicePaths from '../../data/service-icons.json';
import type { ServiceIcon } from '../../data/services';

export function ServiceGlyph({ icon, className }: { className?: string; icon: ServiceIcon }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={servicePaths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
