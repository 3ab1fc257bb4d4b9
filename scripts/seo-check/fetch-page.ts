// One fetched page as a crawler sees it: status, headers and what its server HTML declares.
import { parse } from 'node-html-parser';

export type Page = {
  url: string;
  status: number;
  location: string | null;
  etag: string | null;
  bytes: number;
  /** Bytes of Next's inline RSC data (`self.__next_f.push` scripts). */
  payloadBytes: number;
  /** Absolute, as `new URL` writes it (`https://x.test` and `https://x.test/` are one URL). */
  canonical: string | null;
  html: boolean;
  noindex: boolean;
  /** Absolute same-origin links, fragment dropped, in document order. */
  links: string[];
  jsonLd: Record<string, unknown>[];
};

export const isHtml = (page: Page) => page.status === 200 && page.bytes > 0;

function sameOriginLink(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

function readJsonLd(text: string): Record<string, unknown>[] {
  try {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  } catch {
    return [{ '@type': 'unparseable' }];
  }
}

/** A connection reset on a busy machine is retried once; a second failure is a finding. */
async function get(url: string, headers: Record<string, string>): Promise<Response | Error> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { redirect: 'manual', headers });
    } catch (error) {
      if (attempt === 2) return error as Error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Redirects are not followed: a link answered with one is itself a finding. */
export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await get(url, headers);
  if (response instanceof Error) {
    const failed = { url, status: 0, location: response.message, etag: null, bytes: 0 };
    return {
      ...failed,
      payloadBytes: 0,
      canonical: null,
      html: false,
      noindex: false,
      links: [],
      jsonLd: [],
    };
  }
  const type = response.headers.get('content-type') ?? '';
  const text = response.status === 200 && type.includes('html') ? await response.text() : '';
  if (!text) await response.body?.cancel();
  const root = parse(text, { blockTextElements: { script: true, style: false } });
  const scripts = root.querySelectorAll('script');
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  const canonicalHref = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return {
    url,
    status: response.status,
    location: response.headers.get('location'),
    etag: response.headers.get('etag'),
    bytes: Buffer.byteLength(text),
    payloadBytes: scripts
      .filter((script) => script.text.includes('self.__next_f'))
      .reduce((sum, script) => sum + Buffer.byteLength(script.text), 0),
    canonical: canonicalHref ? sameOriginLink(canonicalHref, url) : null,
    html: type.includes('html'),
    noindex: /noindex/i.test(robots),
    links: root
      .querySelectorAll('a[href]')
      .map((a) => sameOriginLink(a.getAttribute('href')!, url))
      .filter((link): link is string => link !== null),
    jsonLd: scripts
      .filter((script) => script.getAttribute('type') === 'application/ld+json')
      .flatMap((script) => readJsonLd(script.text)),
  };
}

/** Fetches each URL once, a few at a time, however many checks ask for it. */
export class PageCache {
  private pages = new Map<string, Promise<Page>>();
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(private concurrency: number) {}

  get size() {
    return this.pages.size;
  }

  get(url: string): Promise<Page> {
    let page = this.pages.get(url);
    if (!page) {
      page = this.slot(() => fetchPage(url));
      this.pages.set(url, page);
    }
    return page;
  }

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    while (this.running >= this.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  async all(): Promise<Page[]> {
    return Promise.all(this.pages.values());
  }
}
