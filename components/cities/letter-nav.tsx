/** The row of initials at the top of the town index; `hrefOf` says where each one goes. */
export function LetterNav({
  initials,
  hrefOf,
  current,
}: {
  initials: string[];
  hrefOf: (initial: string) => string;
  current?: string;
}) {
  return (
    <nav aria-label="Jump to letter">
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
