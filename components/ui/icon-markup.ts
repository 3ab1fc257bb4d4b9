import { iconClass, type IconName } from '@/components/ui/icons';
import { markup } from '@/components/ui/markup';

/** An icon (components/ui/icons.tsx) in static markup, the bytes React writes for it. Apart from
 * icons.tsx, so that client components drawing icons as elements do not bundle the escaper. */
export function iconMarkup(name: IconName, className?: string) {
  return markup`<span aria-hidden="true" class="${iconClass(name, className)}"></span>`;
}
