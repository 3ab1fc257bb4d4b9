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
