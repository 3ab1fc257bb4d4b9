// https://www.indexnow.org/documentation
export const MAX_URLS_PER_POST = 10_000;

export const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

export function requestedKey(fileName: string): string | null {
  const key = fileName.endsWith('.txt') ? fileName.slice(0, -4) : '';
  return KEY_PATTERN.test(key) ? key : null;
}

export function submission(siteUrl: string, key: string, urlList: string[]) {
  const site = new URL(siteUrl);
  return { host: site.host, key, keyLocation: `${siteUrl}/${key}.txt`, urlList };
}

export const retryable = (status: number) => status === 429 || status >= 500;

export function backoffMs(attempt: number, baseMs: number, retryAfter: string | null) {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  return baseMs * 2 ** (attempt - 1);
}
