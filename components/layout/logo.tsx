/** The brand mark (a map pin over a shopfront, drawn as app/icon.svg by `.logo-mark`) and name. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <a href="/" className={inverted ? 'logo logo-inverted' : 'logo'}>
      <span aria-hidden="true" className="logo-mark" />
      <span>{name}</span>
    </a>
  );
}
