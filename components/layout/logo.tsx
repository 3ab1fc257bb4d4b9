import { SITE } from '@/lib/site';

/** The brand mark: a map pin over a shopfront, in the brand blue. Same drawing as app/icon.svg. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#1e40af" />
      <path
        d="M16 5.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 16 5.5z"
        fill="#fff"
      />
      <path d="M12 11.5h8l-1 2.2h-6z" fill="#dc2626" />
      <rect x="12.8" y="13.7" width="6.4" height="3.6" rx=".6" fill="#1e40af" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-md">
      <LogoMark />
      <span
        className={`text-base leading-tight font-bold sm:text-lg tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {SITE.name}
      </span>
    </a>
  );
}
