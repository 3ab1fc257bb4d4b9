import { markup } from '@/components/ui/markup';
import { formatCount } from '@/lib/format';

export type CountedLink = { href: string; label: string; count: number };

/** A link to a list with its size beside the name ("Leeds 1,204"), read as "… businesses". */
export function countLink({ href, label, count }: CountedLink, className: string) {
  const size = formatCount(count);
  return markup`<a href="${href}" class="${className}">${label}<span>${size}<span class="sr-only"> businesses</span></span></a>`;
}
