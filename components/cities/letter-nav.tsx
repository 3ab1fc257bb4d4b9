/** The row of initials at the top of the town index; `hrefOf` says where each one goes. */
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
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {initials.map((initial) => (
          <li key={initial}>
            <a
              href={hrefOf(initial)}
              aria-current={initial === current ? 'page' : undefined}
              className="letter-link"
            >
              {initial}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
