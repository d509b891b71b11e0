// `npm run search:judge -w @talentpool/server [-- --database-url URL]`: seeds the demo pool of the
// judged set into a fresh PGlite directory (or the given PostgreSQL database, which must be empty
// of candidates) and prints precision@10 and the first expected rank per query and overall.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedCandidates } from '../seed/seed';
import { judgedReport, judgeSearch } from './judge';
import { judgedPoolSize } from './judgedQueries';

const urlAt = process.argv.indexOf('--database-url');
const databaseUrl = urlAt >= 0 ? process.argv[urlAt + 1] : undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-judge-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
});
const database = await openDatabase(config);
try {
  await seedCandidates(database.db, judgedPoolSize, 'not-a-real-hash');
  process.stdout.write(`${judgedReport(await judgeSearch(database.db))}\n`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
