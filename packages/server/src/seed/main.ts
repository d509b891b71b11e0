// `npm run seed [-- --users N]`: fills the database of this environment (DATA_DIR or
// DATABASE_URL) with the demo data set. PGlite lets one process hold its data directory, so a
// server running on the same DATA_DIR must be stopped first (or use DEMO=1 npm start instead).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { defaultCandidateCount, seedDemo } from './seed';

// A million in under ten minutes on PostgreSQL on a 2-core machine (docs/performance.md).
const maxUsers = 2_000_000;

function usersArgument(argv: readonly string[]): number {
  const index = argv.findIndex((a) => a === '--users' || a.startsWith('--users='));
  if (index === -1) return defaultCandidateCount;
  const raw = argv[index]?.includes('=') ? argv[index]?.split('=')[1] : argv[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > maxUsers) {
    process.stderr.write(`--users must be a whole number from 0 to ${maxUsers}\n`);
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const count = usersArgument(process.argv.slice(2));
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (!config.databaseUrl) {
    process.stdout.write(
      `Seeding the embedded database in ${config.dataDir}. Stop any TalentPool server using this ` +
        'DATA_DIR first: only one process may open it (or run DEMO=1 npm start instead).\n',
    );
  } else {
    process.stdout.write('Seeding the PostgreSQL database named by DATABASE_URL.\n');
  }
  let database;
  try {
    // Bulk COPYs and index builds may take longer than a request's statement time-out.
    database = await openDatabase({ ...config, dbTimeouts: null });
  } catch (err) {
    process.stderr.write(
      `Database error: ${(err as Error).message.split('\n')[0]}\n` +
        (config.databaseUrl
          ? ''
          : 'Is a server running on the same DATA_DIR? Stop it and retry.\n'),
    );
    process.exit(1);
  }
  try {
    await seedDemo(database.db, {
      users: count,
      log: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

await main();
