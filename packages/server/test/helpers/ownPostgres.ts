// A PostgreSQL server of a test's own (issue 43): initdb into a temporary directory and pg_ctl on
// a free port, so that a test may restart it, stop it, or make a streaming replica of it without
// touching the shared server other tests use. Needs PostgreSQL's server programs (pg_config
// --bindir) and root, which runs them as the postgres user (the server refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './serverProcess';

function serverBin(): string | null {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = found.status === 0 ? found.stdout.trim() : '';
  return dir && existsSync(path.join(dir, 'initdb')) ? dir : null;
}
const bin = serverBin();

/** Whether this machine can run a PostgreSQL server of a test's own. */
export const canRunOwnPostgres =
  bin !== null && process.getuid?.() === 0 && spawnSync('id', ['postgres']).status === 0;

/** A PostgreSQL program run as the postgres user. */
export function asPostgres(program: string, args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin ?? '', program), ...args], {
    stdio: 'pipe',
  });
}

export interface OwnPostgres {
  port: number;
  /** The cluster's data directory. */
  dir: string;
  /** postgres://… of a database on it. */
  url(database: string): string;
  /** Runs one statement as the superuser on that database. */
  query(statement: string, database?: string): Promise<pg.QueryResult>;
  /** pg_ctl start (waits until it accepts connections). */
  start(): void;
  /** pg_ctl stop in the given mode (waits). */
  stop(mode?: 'fast' | 'immediate' | 'smart'): void;
}

/** The work directory under which clusters live (owned by postgres); remove it with removeWork. */
export async function ownPostgresWork(): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'tp-own-pg-'));
  execFileSync('chown', ['postgres', work]);
  return work;
}

function cluster(work: string, dir: string, port: number): OwnPostgres {
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async query(statement, database = 'postgres') {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
      await client.connect();
      try {
        return await client.query(statement);
      } finally {
        await client.end();
      }
    },
    start() {
      asPostgres('pg_ctl', ['-D', dir, '-o', options, '-l', `${dir}.log`, '-w', 'start']);
    },
    stop(mode = 'fast') {
      asPostgres('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
    },
  };
}

/** A new cluster (initdb, trust for local and replication connections), started. */
export async function startOwnPostgres(work: string, name = 'primary'): Promise<OwnPostgres> {
  const dir = path.join(work, name);
  asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const server = cluster(work, dir, await freePort());
  server.start();
  return server;
}

/** A streaming replica of `primary` (pg_basebackup -R), started. */
export async function startReplica(
  work: string,
  primary: OwnPostgres,
  name = 'replica',
): Promise<OwnPostgres> {
  const dir = path.join(work, name);
  asPostgres('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    // A fast checkpoint: the default spread one paces its writes to end within 0.9 of
    // checkpoint_timeout, ~100 ms per dirty buffer here (the new database's pages): 90 s of the
    // read-replica test's 97 went in waiting for it.
    ...['-D', dir, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
  ]);
  const server = cluster(work, dir, await freePort());
  server.start();
  return server;
}

/** Stops every cluster under `work` (immediately) and removes it. */
export async function removeWork(work: string, servers: Array<OwnPostgres | undefined>) {
  for (const server of servers) {
    if (!server) continue;
    try {
      server.stop('immediate');
    } catch {
      // not running
    }
  }
  await rm(work, { recursive: true, force: true });
}
