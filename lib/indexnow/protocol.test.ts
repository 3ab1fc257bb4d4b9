import { describe, expect, it } from 'vitest';
import { backoffMs, requestedKey, retryable, submission } from './protocol';

describe('IndexNow protocol', () => {
  it('answers only a well-formed key file name', () => {
    expect(requestedKey('abcd-1234.txt')).toBe('abcd-1234');
    expect(requestedKey('short.txt')).toBeNull();
    expect(requestedKey('abcd_1234.txt')).toBeNull();
    expect(requestedKey('abcd-1234')).toBeNull();
    expect(requestedKey(`${'a'.repeat(129)}.txt`)).toBeNull();
  });

  it('builds the body with host, key and key location', () => {
    expect(
      submission('https://www.example.co.uk', 'key-12345', ['https://www.example.co.uk/details/a']),
    ).toEqual({
      host: 'www.example.co.uk',
      key: 'key-12345',
      keyLocation: 'https://www.example.co.uk/key-12345.txt',
      urlList: ['https://www.example.co.uk/details/a'],
    });
  });

  it('retries 429 and 5xx only, waiting longer each time or as told', () => {
    expect([200, 202, 400, 403, 422, 429, 500, 503].map(retryable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3].map((n) => backoffMs(n, 1000, null))).toEqual([1000, 2000, 4000]);
    expect(backoffMs(1, 1000, '5')).toBe(5000);
    expect(backoffMs(1, 1000, '99999')).toBe(60_000);
  });
});
