import { defineConfig } from 'prisma/config';

// The CLI reads the URL only for commands that talk to the database; `generate` needs none.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
