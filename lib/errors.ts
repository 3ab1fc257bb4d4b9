// The app's one error type: thrown anywhere in lib/, turned into a response by lib/api/errors.ts.
export const RETRY_AFTER_SECONDS = 5;

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
