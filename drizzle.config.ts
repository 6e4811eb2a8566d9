import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each API module keeps its tables in its own schema.ts.
  schema: './src/server/api/*/schema.ts',
  out: './src/server/db/migrations',
});
