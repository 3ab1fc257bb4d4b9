import { innerHtml, markup } from '@/components/ui/markup';

/** The row of initials at the top of the town index; `hrefOf` says where each one goes. One
 * static element (components/ui/markup.ts): the home page and every letter page hydrate it. */
export function LetterNav({
  initials,
  hrefOf,
  current,
  label = 'Jump to letter',
}: {
  initials: string[];
  hrefOf: (initial: string) => string;
  current?: string;
  label?: string;
}) {
  const items = initials.map((initial) => {
    const here = initial === current ? markup` aria-current="page"` : null;
    return markup`<li><a href="${hrefOf(initial)}"${here} class="letter-link">${initial}</a></li>`;
  });
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1" dangerouslySetInnerHTML={innerHtml(items)} />
    </nav>
  );
}
