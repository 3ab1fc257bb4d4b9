import { z } from 'zod';

const errorBody = z.object({ error: z.object({ message: z.string().min(1) }) });

/**
 * The message of a failed admin API call: the server's `{ error: { message } }` when it
 * sent one, else the spec's generic form `status: body text` (or the status text).
 */
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
