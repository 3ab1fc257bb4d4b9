import 'server-only';
import { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/data/database-errors';

/** Seconds a client is asked to wait (`Retry-After`) when the API cannot answer for now. */
export const RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE =
  'The directory is unavailable for a moment. Please try again in a few seconds.';

export type ApiIssue = { path: string; message: string };

/** An error that is safe to show: its status and message go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, message);

/** A 400 for one bad request parameter, named the way zod failures are. */
export const invalidParam = (name: string, message: string) =>
  new ApiError(400, `Invalid request: ${name}: ${message}`, [{ path: name, message }]);

/** The one JSON error shape: `{ error: { message, issues? } }`. */
export function errorResponse(
  status: number,
  message: string,
  issues?: ApiIssue[],
  headers?: HeadersInit,
) {
  return Response.json({ error: issues ? { message, issues } : { message } }, { status, headers });
}

function fromZod(error: z.ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const named = issues.map((issue) =>
    issue.path ? `${issue.path}: ${issue.message}` : issue.message,
  );
  return errorResponse(400, `Invalid request: ${named.join('; ')}`, issues);
}

/** Maps anything thrown in a route handler to the error shape; internals stay in the log. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError)
    return errorResponse(error.status, error.message, error.issues, error.headers);
  if (error instanceof z.ZodError) return fromZod(error);
  if (isDatabaseUnavailable(error)) {
    // Prisma's message opens with the call site; its last line says what happened.
    const detail = String(error instanceof Error ? error.message : error)
      .trim()
      .split('\n')
      .pop();
    console.error(`[api] database unavailable: ${detail}`);
    return errorResponse(503, DATABASE_UNAVAILABLE, undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  console.error('[api] unexpected error', error);
  return errorResponse(500, 'Something went wrong on our side. Please try again later.');
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

/** Wraps a route handler so every failure leaves as the one JSON error shape. */
export function apiRoute<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
