// One render of a page: elements, HTML bytes, inline Flight payload and its lazy "$L rows (react#35125).

export type PageWeight = {
  /** The template: home, browse, detail, cities, … */
  name: string;
  path: string;
  htmlBytes: number;
  inlinePayloadBytes: number;
  /** Start tags in <body>, scripts excluded: what React walks and writes. */
  bodyElements: number;
  /** Host elements in the inline payload (`["$","li",…]`): what the browser hydrates. */
  payloadElements: number;
  lazyReferences: number;
};

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const FLIGHT_PUSH = 'self.__next_f.push(';

export function weighHtml(name: string, path: string, html: string): PageWeight {
  let inlinePayloadBytes = 0;
  let payloadElements = 0;
  let lazyReferences = 0;
  for (const [, body] of html.matchAll(SCRIPT)) {
    if (!body?.startsWith(FLIGHT_PUSH)) continue;
    inlinePayloadBytes += Buffer.byteLength(body);
    // Inside the pushed JavaScript string a reference "$L1a" is written \"$L1a\".
    payloadElements += body.match(/\[\\"\$\\",\\"[a-z]/g)?.length ?? 0;
    lazyReferences += body.match(/\\"\$L[0-9a-f]+\\"/g)?.length ?? 0;
  }
  const bodyStart = html.search(/<body\b/);
  const body = html.slice(bodyStart).replace(SCRIPT, '');
  return {
    name,
    path,
    htmlBytes: Buffer.byteLength(html),
    inlinePayloadBytes,
    bodyElements: body.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0,
    payloadElements,
    lazyReferences,
  };
}

/** Each path fetched once without compression (a cold render where nothing asked for it). */
export async function weighPages(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<PageWeight[]> {
  const weights = [];
  for (const { name, path } of pages) {
    const response = await fetch(new URL(path, baseUrl), {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    weights.push(weighHtml(name, path, await response.text()));
  }
  return weights;
}
