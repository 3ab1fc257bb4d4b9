// Shared by the tests/integration/api-*.test.ts files: call a route handler the way Next
// does, and the checks every endpoint's responses must pass.
import pg from 'pg';
import { expect } from 'vitest';
import { env } from '@/lib/env';

type Handler<Params> = (
  request: Request,
  context: { params: Promise<Params> },
) => Promise<Response>;

export type ApiResult = { status: number; headers: Headers; body: unknown };

/** GET `path` through a route handler, with the (already decoded) params Next would pass. */
export async function get<Params extends Record<string, string>>(
  handler: Handler<Params>,
  path: string,
  params = {} as Params,
): Promise<ApiResult> {
  const response = await handler(new Request(`http://localhost${path}`), {
    params: Promise.resolve(params),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A 200 with the CDN cache headers of every public GET. */
export function expectPublicOk(result: ApiResult) {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const cacheControl = result.headers.get('cache-control') ?? '';
  expect(cacheControl).toMatch(/\bpublic\b/);
  expect(cacheControl).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
}

/** The one error shape, a 400 whose message and issues name the parameter. */
export function expectBadRequest(result: ApiResult, parameter: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  const { error } = result.body as { error: { message: string; issues: { path: string }[] } };
  expect(error.message).toContain(parameter);
  expect(error.issues.map((issue) => issue.path)).toContain(parameter);
}

/** A 404 in the error shape with a message that says what was not found. */
export function expectNotFound(result: ApiResult, mentions: string) {
  expect(result.status).toBe(404);
  const { error } = result.body as { error: { message: string } };
  expect(error.message).toMatch(/not found/i);
  expect(error.message).toContain(mentions);
}

const BUSINESS_FIELDS = [
  'id',
  'name',
  'slug',
  'category',
  'address',
  'city',
  'state',
  'country',
  'zipCode',
  'phone',
  'email',
  'rating',
  'reviewCount',
  'photos',
  'openingHours',
  'isVerified',
  'isOpen',
  'description',
  'seoTitle',
  'seoDescription',
  'canonicalUrl',
  'placeId',
  'categoryGroup',
  'website',
  'latitude',
  'longitude',
];

type Business = Record<string, unknown>;

/** Every field of the spec's business object, with the types clients rely on. */
export function expectBusiness(value: unknown): asserts value is Business {
  const business = value as Business;
  expect(Object.keys(business)).toEqual(expect.arrayContaining(BUSINESS_FIELDS));
  expect(business.id).toMatch(/^[0-9a-f-]{36}$/);
  for (const field of ['name', 'slug', 'category', 'categoryGroup', 'placeId']) {
    expect(typeof business[field]).toBe('string');
  }
  expect(business.rating === null || typeof business.rating === 'number').toBe(true);
  expect(Number.isInteger(business.reviewCount)).toBe(true);
  expect(Array.isArray(business.photos)).toBe(true);
  expect(typeof business.openingHours).toBe('object');
  for (const text of Object.values(business.openingHours as object)) {
    expect(typeof text).toBe('string');
  }
  expect(typeof business.isVerified).toBe('boolean');
  expect(typeof business.isOpen).toBe('boolean');
  expect(business.canonicalUrl).toMatch(new RegExp(`^${env.SITE_URL}/`));
  expect(() => new URL(business.canonicalUrl as string)).not.toThrow();
}

export function expectBusinesses(value: unknown): asserts value is Business[] {
  expect(Array.isArray(value)).toBe(true);
  for (const business of value as unknown[]) expectBusiness(business);
}

/** Direct SQL, to check the API's counts and orderings against the database itself. */
export function sql() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  return {
    client,
    async rows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
      return (await client.query(text, values)).rows as Row[];
    },
    /** The first row; a test without it has no data to stand on, so it fails loudly. */
    async one<Row>(text: string, values: unknown[] = []): Promise<Row> {
      const [row] = (await client.query(text, values)).rows;
      if (!row) throw new Error(`no row for: ${text}`);
      return row as Row;
    },
    async count(text: string, values: unknown[] = []): Promise<number> {
      const [row] = (await client.query(text, values)).rows;
      return Number(Object.values(row)[0]);
    },
  };
}
