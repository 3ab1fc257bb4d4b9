// npm run data:bank-holidays -- <downloaded https://www.gov.uk/bank-holidays.json>
// Rewrites data/bank-holidays/bank-holidays.json from GOV.UK's file (from 2025 on) and names
// every date the rules in lib/hours/bank-holiday-rules.ts do not give (one-off holidays).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bankHolidaysByRule } from '../../lib/hours/bank-holiday-rules';
import { DIVISIONS, govUkFileSchema } from '../../lib/hours/bank-holidays';

const FIRST_YEAR = 2025;
const TARGET = path.resolve(import.meta.dirname, '../../data/bank-holidays/bank-holidays.json');
const LICENCE =
  'Contains public sector information licensed under the Open Government Licence v3.0 (https://www.gov.uk/bank-holidays.json).';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run data:bank-holidays -- <bank-holidays.json from GOV.UK>');
  process.exit(2);
}
const file = govUkFileSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
const output: Record<string, unknown> = { licence: LICENCE };
for (const division of DIVISIONS) {
  const events = file[division].events
    .filter((event) => Number(event.date.slice(0, 4)) >= FIRST_YEAR)
    .sort((a, b) => a.date.localeCompare(b.date));
  output[division] = { division, events };
  const years = [...new Set(events.map((event) => Number(event.date.slice(0, 4))))];
  const byRule = new Set(
    years.flatMap((year) => bankHolidaysByRule(division, year)).map((event) => event.date),
  );
  const published = new Set(events.map((event) => event.date));
  for (const event of events)
    if (!byRule.has(event.date))
      console.log(`${division}: ${event.date} ${event.title} has no rule`);
  for (const date of byRule)
    if (!published.has(date)) console.log(`${division}: the rules give ${date}, GOV.UK does not`);
}
writeFileSync(TARGET, `${JSON.stringify(output, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), TARGET)}`);
