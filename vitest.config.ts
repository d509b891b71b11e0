import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code (node), web component tests (jsdom), and API
// tests over real HTTP against a started server on a fresh database (PGlite, or PostgreSQL when
// DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
            // Checks of the docs (the decision records' index, the module map).
            'scripts/**/*.test.{mjs,ts}',
          ],
          // The same as the web project's: Vitest runs two projects in one group only when their
          // maxWorkers agree (decision 169).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          // The app loads its texts per language on demand; tests get both languages up front.
          setupFiles: ['packages/web/src/testSetup.ts'],
          // Form tests type into many fields in jsdom; on two cores that takes seconds.
          testTimeout: 30_000,
          // Vitest's default on two cores is one worker; two took the project from 198 s to
          // 135 s on 2026-11-28's machine, all passing (decision 169).
          maxWorkers: 2,
          // A file's modules (React, the router, i18n with both languages, the app's own) are
          // shared with the next file of its worker: 73 files in 42-48 s against 173 s, the
          // same 356 tests passing in four file orders (decision 170). Each file still gets its
          // own jsdom window; testSetup.ts starts each as a new tab (no session ended in it).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          // One migrated PGlite database per run, copied for each test server (decision 159).
          globalSetup: ['packages/server/test/setup/pgliteTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server and database; two at a time suit a 2-core machine.
          maxWorkers: 2,
          // A file's modules (Fastify, drizzle, PGlite, the routes) are shared with the next file
          // of its worker instead of imported again: ~4.7 s of CPU less per file (decision 169).
          // No API test mocks modules, stubs globals or changes process.env after import.
          isolate: false,
        },
      },
      {
        // Long load and fault tests (issue 10): `npm run test:stress`, not part of `npm test`.
        test: {
          name: 'stress',
          environment: 'node',
          include: ['packages/server/test/stress/**/*.stress.ts'],
          globalSetup: ['packages/server/test/setup/pgliteTemplate.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Each file starts its own servers, database and free ports: two at a time (decision
          // 170).
          maxWorkers: 2,
        },
      },
    ],
  },
});
