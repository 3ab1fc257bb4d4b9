// Page weight of a running server: `npx tsx bench/page-weight.ts http://127.0.0.1:3000 / /businesses /cities`
import { weighPages } from './lib/page-weight';

async function main() {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl || !paths.length) throw new Error('Usage: page-weight.ts BASE_URL PATH...');
  console.table(
    await weighPages(
      baseUrl,
      paths.map((path) => ({ name: path, path })),
    ),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
