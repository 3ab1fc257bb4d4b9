// The sitemap index and every file it lists, read as a search engine reads them.
import { SaxesParser } from 'saxes';

export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;

export type SitemapFile = {
  url: string;
  status: number;
  bytes: number;
  urls: { loc: string; lastmod: string | null }[];
  error?: string;
};

/** `<loc>`/`<lastmod>` pairs of an index or urlset; saxes throws on XML that is not well-formed. */
function entries(xml: string) {
  const found: { loc: string; lastmod: string | null }[] = [];
  const parser = new SaxesParser();
  let field: 'loc' | 'lastmod' | null = null;
  let current: { loc: string; lastmod: string | null } | null = null;
  parser.on('opentag', (tag) => {
    if (tag.name === 'url' || tag.name === 'sitemap') current = { loc: '', lastmod: null };
    else if (tag.name === 'loc' || tag.name === 'lastmod') field = tag.name;
  });
  parser.on('text', (text) => {
    if (!current || !field) return;
    if (field === 'loc') current.loc += text.trim();
    else current.lastmod = (current.lastmod ?? '') + text.trim();
  });
  parser.on('closetag', (tag) => {
    if ((tag.name === 'url' || tag.name === 'sitemap') && current) {
      found.push(current);
      current = null;
    } else field = null;
  });
  parser.write(xml).close();
  return found;
}

async function readFile(url: string): Promise<SitemapFile> {
  const response = await fetch(url);
  const xml = await response.text();
  const file = { url, status: response.status, bytes: Buffer.byteLength(xml), urls: [] };
  if (response.status !== 200) return file;
  try {
    return { ...file, urls: entries(xml) };
  } catch (error) {
    return { ...file, error: (error as Error).message };
  }
}

export async function readSitemaps(base: string) {
  const index = await readFile(`${base}/sitemap.xml`);
  const files: SitemapFile[] = [];
  // One at a time: a cold business file is a 50,000-row read on the server.
  for (const entry of index.urls) files.push(await readFile(entry.loc));
  return { index, files };
}
