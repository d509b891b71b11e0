import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts into drizzle/ and checked in; the server applies
// them at start. A landed migration is never edited: change the schema and generate a new one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
