// Vitest global set-up of the api and stress projects: one database is created and migrated once
// per run, and each test server starts from a copy of it instead of running the migrations again.
// On PGlite (decision 159) a migrated DATA_DIR whose files are copied (~7 s of CPU a file on two
// cores saved); on PostgreSQL (DATABASE_URL set; decision 298) a migrated database on the server
// that each test database is created from (CREATE DATABASE ... TEMPLATE: 0.2-0.6 s against 3-4 s
// for the 67 migrations on a new one). Tests of an empty or unmigrated database make their own
// (createTestDatabase).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR to copy ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** On PostgreSQL, the name of a migrated database to create test databases from ('' on PGlite). */
    postgresTemplate: string;
  }
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-template-'));
  if (baseUrl) {
    const name = `tp_template_${randomBytes(6).toString('hex')}`;
    await onServer(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
    await database.close();
    // A template takes no connections: CREATE DATABASE ... TEMPLATE fails while one is open.
    await onServer(baseUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return async () => {
      await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  project.provide('postgresTemplate', '');
  return () => rm(dataDir, { recursive: true, force: true });
}
