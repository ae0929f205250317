import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations, generated from the same schema source as SQLite's (`src/db/schema/dialect.ts`):
//   DFR_DB_DIALECT=postgresql drizzle-kit generate --config drizzle.pg.config.ts --name <change>
// (`pnpm db:generate` runs both).
process.env.DFR_DB_DIALECT = 'postgresql';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle-pg',
});
