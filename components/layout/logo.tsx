import { SITE } from '@/lib/site';

/** The brand mark (a map pin over a shopfront, drawn as app/icon.svg by `.logo-mark`) and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <a href="/" className={inverted ? 'logo logo-inverted' : 'logo'}>
      <span aria-hidden="true" className="logo-mark" />
      <span>{SITE.name}</span>
    </a>
  );
}
