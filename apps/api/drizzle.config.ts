import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema into plain SQL files that are committed and
// reviewed; they run at start and through `npm run db:migrate` (DESIGN §2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
