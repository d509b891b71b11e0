// Vitest global set-up of the api and stress projects (decision 159): on PGlite, one database is
// created and migrated once per run, and each test server starts from a copy of its files
// instead of running initdb and the migrations again (~7 s of CPU a file on two cores). On
// PostgreSQL (DATABASE_URL set) it does nothing: each file gets a new database on the server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR to copy ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return async () => undefined;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
