import 'server-only';
import { readCapped } from '@/lib/auth/read-json-body';
import { clientAddress } from '@/lib/auth/client-address';
import { foreignRequestMessage } from '@/lib/auth/same-origin';
import { toErrorResponse } from '@/lib/api/errors';
import { ApiError } from '@/lib/errors';
import { detailPath } from '@/lib/urls/paths';
import { REPORT_SENT_ANCHOR } from './anchor';
import { REPORT_FIELDS } from './fields';
import { reportSchema } from './schema';
import { looksAutomated } from './limits';
import { submitReport } from './submit';

/** The whole form: the reason, 1,000 characters of details (up to 9 bytes each once encoded) and the rest. */
export const REPORT_BODY_MAX_BYTES = 12 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

// A browser posting the form without JavaScript navigates: it gets a page, not JSON.
const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlError(response: Response, message: string, back: string | null) {
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the listing</a></p>` : '';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Report not sent</title>` +
      `<meta name="robots" content="noindex"><main><h1>Report not sent</h1>` +
      `<p>${escapeHtml(message)}</p>${link}</main></html>`,
    { status: response.status, headers },
  );
}

async function readForm(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(FORM_TYPE))
    throw new ApiError(415, `Send the report as a form (${FORM_TYPE}).`);
  if (Number(request.headers.get('content-length')) > REPORT_BODY_MAX_BYTES || !request.body)
    throw new ApiError(413, 'The report is too long.');
  return new URLSearchParams((await readCapped(request.body, REPORT_BODY_MAX_BYTES)).toString());
}

/** The listing the form was sent from, for the error page's link back. */
function refererPath(request: Request) {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.origin === new URL(request.url).origin &&
      referer.pathname.startsWith(detailPath(''))
      ? referer.pathname
      : null;
  } catch {
    return null;
  }
}

/** POST /api/reports: 303 back to the listing (form) or 201 JSON (script); errors in kind. */
export async function handleReport(request: Request): Promise<Response> {
  try {
    // Another site must not make its visitors file reports.
    const foreign = foreignRequestMessage(request, { requireAdminHeader: false });
    if (foreign) throw new ApiError(403, 'Reports must be sent from this site.');
    const form = await readForm(request);
    const text = (name: string) => form.get(name) ?? undefined;
    const input = reportSchema.parse({
      businessId: text(REPORT_FIELDS.businessId),
      reason: text(REPORT_FIELDS.reason),
      details: text(REPORT_FIELDS.details) ?? '',
      email: text(REPORT_FIELDS.email) ?? '',
    });
    const automated = looksAutomated(
      form.get(REPORT_FIELDS.honeypot) ?? '',
      Number(form.get(REPORT_FIELDS.renderedAt)),
    );
    const { slug } = await submitReport(input, {
      address: clientAddress(request.headers),
      automated,
    });
    if (wantsJson(request))
      return Response.json({ message: 'Thank you: your report will be checked.' }, { status: 201 });
    return new Response(null, {
      status: 303,
      headers: {
        location: `${detailPath(slug)}#${REPORT_SENT_ANCHOR}`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    const response = toErrorResponse(error);
    if (wantsJson(request)) return response;
    const body = (await response.clone().json()) as { error: { message: string } };
    return htmlError(response, body.error.message, refererPath(request));
  }
}
