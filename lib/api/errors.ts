import 'server-only';
import { z } from 'zod';
import { isDatabaseUnavailable, isStatementTimeout } from '@/lib/db/database-errors';
import { ApiError, RETRY_AFTER_SECONDS, type ApiIssue } from '@/lib/errors';

const DATABASE_UNAVAILABLE =
  'The directory is unavailable for a moment. Please try again in a few seconds.';
export const READ_TIMED_OUT =
  'This search took too long. Please try again in a few seconds, or narrow it down.';

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
