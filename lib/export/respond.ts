import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import { z } from 'zod';
import { openBusinessExport } from './export-businesses';
import { attachmentHeader, exportFileName } from './file-name';

const querySchema = z.object({
  // The spec's filter value 'all' means no filter.
  country: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((value) => (value && value.toLowerCase() !== 'all' ? value : undefined)),
});

export async function handleExport(request: Request): Promise<Response> {
  const { country } = querySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams.entries()),
  );
  const exporter = await openBusinessExport({ country });
  const output = new PassThrough();
  exporter.writeTo(output).then(
    () => output.end(),
    (error: unknown) => {
      if (!output.destroyed) console.error('[export] failed', error);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': attachmentHeader(exportFileName(country)),
      'Cache-Control': 'no-store',
    },
  });
}
