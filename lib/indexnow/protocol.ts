/** IndexNow's limit of URLs per POST (https://www.indexnow.org/documentation). */
export const MAX_URLS_PER_POST = 10_000;

/** Valid keys per the protocol, as INDEXNOW_KEY is checked: 8-128 of a-z, A-Z, 0-9 and -. */
export const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

/** The key a `/{key}.txt` request asks for, or null when the file name is not one. */
export function requestedKey(fileName: string): string | null {
  const key = fileName.endsWith('.txt') ? fileName.slice(0, -4) : '';
  return KEY_PATTERN.test(key) ? key : null;
}

/** The JSON body of one IndexNow POST. */
export function submission(siteUrl: string, key: string, urlList: string[]) {
  const site = new URL(siteUrl);
  return { host: site.host, key, keyLocation: `${siteUrl}/${key}.txt`, urlList };
}

/** Whether a failed answer is worth another try: rate limited or the server's own fault. */
export const retryable = (status: number) => status === 429 || status >= 500;

/** Wait before try n (1-based): Retry-After when the server names one, else doubling. */
export function backoffMs(attempt: number, baseMs: number, retryAfter: string | null) {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  return baseMs * 2 ** (attempt - 1);
}
