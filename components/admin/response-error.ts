import { z } from 'zod';

const errorBody = z.object({ error: z.object({ message: z.string().min(1) }) });

/** The server's `{ error: { message } }`, else the spec's generic `status: body text`. */
export async function responseErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // Not JSON: fall through to the generic form.
  }
  return `${response.status}: ${text || response.statusText}`;
}

const issuesBody = z.object({
  error: z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) }),
});

/** The server's messages per field ("phone", "entries.0.hours") of a failed admin API call. */
export async function responseFieldErrors(response: Response): Promise<Record<string, string>> {
  const parsed = issuesBody.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  return parsed.success
    ? Object.fromEntries(parsed.data.error.issues.map((issue) => [issue.path, issue.message]))
    : {};
}
