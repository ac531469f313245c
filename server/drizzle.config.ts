import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (drizzle-kit generate) diffs src/db/schema against drizzle/meta and writes
// the next SQL migration into drizzle/; commit both. The server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
