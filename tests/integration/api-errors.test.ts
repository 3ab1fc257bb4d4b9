import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoute } from '@/lib/api/errors';
import { malformedApiPath } from '@/lib/api/malformed-path';
import { pathParam } from '@/lib/api/query';
import { expectBadRequest, type ApiResult } from './api-helpers';

async function read(response: Response): Promise<ApiResult> {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

afterEach(() => vi.restoreAllMocks());

describe('unexpected errors', () => {
  it('answer 500 with a generic message; the detail goes to the log only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = apiRoute(async () => {
      throw new Error('connection to 10.0.0.7:5432 refused for user directory');
    });
    const result = await read(await handler(new Request('http://localhost/api/x'), {}));
    expect(result.status).toBe(500);
    const body = JSON.stringify(result.body);
    expect(body).not.toMatch(/10\.0\.0\.7|5432|directory/);
    expect(result.body).toEqual({ error: { message: expect.stringMatching(/went wrong/i) } });
    expect(log).toHaveBeenCalledWith('[api] unexpected error', expect.any(Error));
    expect(result.headers.get('cache-control')).toBeNull();
  });
});

describe('pathParam', () => {
  it('keeps a decoded segment, decodes one left encoded, keeps a lone % literally', () => {
    expect(pathParam('cityName', 'Newcastle upon Tyne')).toBe('Newcastle upon Tyne');
    expect(pathParam('cityName', 'Newcastle%20upon%20Tyne')).toBe('Newcastle upon Tyne');
    expect(pathParam('cityName', 'Z%C3%BCrich')).toBe('Zürich');
    expect(pathParam('cityName', '100%')).toBe('100%');
  });

  it.each(['%E0%A4%A', '%C3%28', '%FF', 'ok%E0%A4'])('rejects %s as invalid UTF-8', (raw) => {
    expect(() => pathParam('cityName', raw)).toThrow(/cityName: is not valid/);
  });

  it('rejects a blank or over-long segment', () => {
    expect(() => pathParam('slug', '  ')).toThrow(/slug: is required/);
    expect(() => pathParam('slug', 'x'.repeat(301))).toThrow(/slug: must be at most 300/);
  });
});

describe('malformedApiPath (for the proxy: Next answers these with a 500 before any handler)', () => {
  it.each([
    ['/api/city/%E0%A4%A', 'cityName'],
    ['/api/category/%E0%A4%A', 'categoryName'],
    ['/api/businesses/slug/%C3%28x', 'slug'],
    ['/api/businesses/abc%FF', 'id'],
    ['/api/elsewhere/%FF', 'path'],
  ])('answers %s with a 400 naming %s', async (path, parameter) => {
    const response = malformedApiPath(path);
    expect(response).not.toBeNull();
    expectBadRequest(await read(response!), parameter);
  });

  it.each(['/api/city/London', '/api/city/Newcastle%20upon%20Tyne', '/api/city/100%25'])(
    'lets %s through',
    (path) => {
      expect(malformedApiPath(path)).toBeNull();
    },
  );
});
