// An import's Node side alone (bench/README.md): `npx tsx --conditions=react-server bench/import-export-cpu.ts [--rows=100000] [--runs=3] [--file=path] [--profile]`
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { toCell } from '@/lib/import/cells';
import { mapColumns } from '@/lib/import/columns';
import { readRows } from '@/lib/import/readers';
import { RowValidator } from '@/lib/import/validate-row';
import { rawRead } from './import-export/tasks';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rows = Number(arg('rows') ?? 100_000);
const runs = Number(arg('runs') ?? 3);
const file = arg('file') ?? path.join(os.tmpdir(), `bench-import-cpu-${rows}.xlsx`);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function readAndValidate() {
  let validator: RowValidator | undefined;
  let valid = 0;
  for await (const batch of readRows('xlsx', file)) {
    for (const row of batch) {
      if (!validator) validator = new RowValidator(mapColumns(row.values.map(toCell)));
      else if ('record' in validator.validate(row.values, row.number)) valid++;
    }
  }
  return valid;
}

async function timed(task: () => Promise<number>) {
  const start = cpuMs();
  const count = await task();
  return { cpu: cpuMs() - start, count };
}

async function main() {
  if (!existsSync(file)) {
    await writeXlsx(
      file,
      sheet(
        LAYOUT_2025,
        (function* () {
          for (let i = 0; i < rows; i++) yield outscraperRecord(i);
        })(),
      ),
    );
  }
  // Warm both paths (JIT, module state, the hours cache as a real import would fill it).
  await rawRead(file);
  await readAndValidate();
  if (process.argv.includes('--profile')) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await readAndValidate();
    const { profile } = await session.post('Profiler.stop');
    await writeFile('import-validate.cpuprofile', JSON.stringify(profile));
  }
  const read: number[] = [];
  const ours: number[] = [];
  for (let run = 0; run < runs; run++) {
    read.push((await timed(() => rawRead(file))).cpu);
    const result = await timed(readAndValidate);
    ours.push(result.cpu);
    console.log(
      `run ${run + 1}: raw read ${read.at(-1)!.toFixed(0)} ms CPU, read + validate ${ours.at(-1)!.toFixed(0)} ms CPU (${result.count} valid)`,
    );
  }
  const min = (list: number[]) => Math.min(...list);
  console.log(
    `best: raw read ${min(read).toFixed(0)} ms, read + validate ${min(ours).toFixed(0)} ms, ` +
      `ratio ${(min(ours) / min(read)).toFixed(2)}x, validate alone ≈ ${(min(ours) - min(read)).toFixed(0)} ms`,
  );
}

await main();
