import { escapeUTF8 } from 'entities/escape';

// Long runs of plain markup (a town's districts, page numbers, cards) as one element's inner
// HTML: React hydrates one node instead of hundreds, and the payload carries one string, not a tree.

const HTML = Symbol('html');

/** Markup whose every interpolated value was escaped. */
export type Markup = { readonly [HTML]: string };

type Value = string | number | Markup | readonly Value[] | null | undefined | false;

function serialize(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(serialize).join('');
  if (typeof value === 'object') return (value as Markup)[HTML];
  // React writes an apostrophe as `&#x27;`: the same bytes as the JSX a static element replaces.
  return escapeUTF8(String(value)).replaceAll('&apos;', '&#x27;');
}

/** A tagged template: markup`<a href="${href}">${label}</a>` escapes `href` and `label`. Not
 * named `html`, which Prettier would reformat, adding whitespace between inline elements. */
export function markup(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return { [HTML]: strings.reduce((out, part, i) => out + serialize(values[i - 1]) + part) };
}

/** For `dangerouslySetInnerHTML`. */
export function innerHtml(content: Markup | readonly Markup[]) {
  return { __html: serialize(content) };
}
