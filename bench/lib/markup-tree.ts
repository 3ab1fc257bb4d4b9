// A page's <body> as plain elements, for the bare Next app to render: what its markup alone costs.
import { HTMLElement, parse, TextNode } from 'node-html-parser';

/** [tag, React props, children]; text stays a string. */
export type MarkupNode = [
  string,
  Record<string, string | boolean | Record<string, string>>,
  Markup[],
];
export type Markup = MarkupNode | string;

// Scripts, styles and templates are Next's or the browser's, not elements React renders.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'link']);

const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  fetchpriority: 'fetchPriority',
  datetime: 'dateTime',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  value: 'defaultValue',
  checked: 'defaultChecked',
};

const BOOLEAN = new Set([
  'hidden',
  'open',
  'disabled',
  'required',
  'multiple',
  'novalidate',
  'inert',
]);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    // Custom properties keep their name; others are camelCased as React expects.
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toMarkup(element: HTMLElement): MarkupNode {
  const props: MarkupNode[1] = {};
  for (const [name, value] of Object.entries(element.attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else props[REACT_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  const children: Markup[] = [];
  for (const child of element.childNodes) {
    if (child instanceof HTMLElement) {
      if (!SKIPPED.has(child.rawTagName?.toLowerCase() ?? '')) children.push(toMarkup(child));
    } else if (child instanceof TextNode && child.rawText.trim() !== '') {
      children.push(child.text);
    }
  }
  return [element.rawTagName.toLowerCase(), props, children];
}

/** The children of a page's <body>: the elements React walks for it. */
export function bodyMarkup(html: string): Markup[] {
  const body = parse(html).querySelector('body');
  if (!body) throw new Error('the page has no <body>');
  return toMarkup(body)[2];
}

/** One page of ours, fetched as a visitor would, as markup for the bare app. */
export async function fetchBodyMarkup(url: string): Promise<Markup[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return bodyMarkup(await response.text());
}
