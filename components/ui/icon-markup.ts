import { iconClass, type IconName } from '@/components/ui/icons';
import { markup } from '@/components/ui/markup';

/** An icon (components/ui/icons.tsx) in static markup, the bytes React writes for it. Apart from
 * icons.tsx, which client components import, so that entities stays out of their bundles. */
export function iconMarkup(name: IconName, className?: string) {
  return markup`<span aria-hidden="true" class="${iconClass(name, className)}"></span>`;
}
