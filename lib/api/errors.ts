import 'server-only';
import { z } from 'zod';
import { isDatabaseUnavailable, isStatementTimeout } from '@/lib/data/database-errors';

export const RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE =
  'The directory is unavailable for a moment. Please try again in a few seconds.';
export const READ_TIMED_OUT =
  'This search took too long. Please try again in a few seconds, or narrow it down.';

export type ApiIssue = { path: string; message: string };

/** Safe to show: its status and message go to the client as they are. */
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

export const invalidParam = (name: string, message: string) =>
  new ApiError(400, `Invalid request: ${name}: ${message}`, [{ path: name, message }]);

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

// Internals stay in the log.
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
  if (isStatementTimeout(error)) {
    console.warn('[api] a read ran past its statement_timeout');
    return errorResponse(503, READ_TIMED_OUT, undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  console.error('[api] unexpected error', error);
  return errorResponse(500, 'Something went wrong on our side. Please try again later.');
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

export function apiRoute<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
