import { defineConfig } from 'prisma/config';

// The CLI reads the URL only for commands that talk to the database; `generate` needs none.
// Migrations need a direct connection, not a pooler in transaction mode (docs/deployment.md).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || '' },
});
