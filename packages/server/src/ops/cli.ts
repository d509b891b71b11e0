// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (decisions.md 15, decision
// 118): the database named by DATABASE_URL, or PGlite in DATA_DIR, as the server would open it.
import { ConfigError, loadConfig } from '../config';
import { backup, OpsError, restore } from './backup';

const usage = `usage: npm run backup -- FILE
       npm run restore -- FILE [--force]`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  const file = files[0];
  if ((command !== 'backup' && command !== 'restore') || !file || files.length > 1) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (command === 'backup' && force) {
    process.stderr.write(`--force is for restore only\n${usage}\n`);
    return 2;
  }
  // The server's configuration, minus the JWT secret it would otherwise generate into DATA_DIR
  // (a backup must not write into the directory it reads; the secret is not used here).
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), ...process.env });
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = target.databaseUrl
    ? 'the PostgreSQL database at DATABASE_URL'
    : `PGlite in ${target.dataDir}`;
  if (command === 'backup') {
    const result = await backup(target, file);
    process.stdout.write(`backed up ${where} to ${result.file} (${result.bytes} bytes)\n`);
  } else {
    const result = await restore(target, file, { force });
    process.stdout.write(`restored ${result.file} into ${where}\n`);
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof OpsError || err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
  } else {
    throw err;
  }
}
