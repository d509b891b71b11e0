// More than one machine (issue 43, decisions 221-267): three server processes (`npm start`'s
// src/main.ts) with a DATA_DIR each, on one PostgreSQL of this test's own, behind a real
// balancer (Debian's haproxy, round robin, checking /api/health/ready). A bounded write load
// (notes, each with an Idempotency-Key, retried by the client while the answer does not come)
// runs while one node is killed (kill -9) and PostgreSQL is restarted (a fast stop). Shown:
// 0 acknowledged writes lost, 0 duplicated, a picture uploaded through the balancer served by
// every node directly, and every node ready again within 10 s of the database's return.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { createCandidate } from '../helpers/candidates';
import {
  canRunOwnPostgres,
  ownPostgresWork,
  removeWork,
  startOwnPostgres,
  type OwnPostgres,
} from '../helpers/ownPostgres';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { startTestServer, usingPostgres } from '../helpers/testServer';
import { applyToNewJob, relaxedLimits } from '../security/fixtures';

const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0;
const notes = 120;
const concurrency = 4;

let work: string;
let postgres: OwnPostgres | undefined;
let databaseUrl: string;
const nodeDirs: string[] = [];
const nodes: ServerProcess[] = [];
let balancer: ChildProcess | undefined;
let balancerUrl: string;
let company: TestAccount;
let applicationId: string;

function nodeEnv(dataDir: string): Record<string, string> {
  return { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...relaxedLimits };
}

/** Resolves once the url answers `status` (the test's time-out bounds the wait). */
async function until(url: string, status = 200): Promise<void> {
  for (;;) {
    const answer = await fetch(url)
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0);
    if (answer === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Only with MULTI_NODE=1, in the PostgreSQL pass (it brings its own PostgreSQL either way). Not in
// .ci/run yet: its first run (2026-12-06) stored 1 of 120 acknowledged notes twice. Decision 221
// records its answer after the note's transaction: a node killed between the two leaves the key
// "in use" for 2 minutes, then frees it and the retry runs again (and a 5xx while the database
// restarts is not kept either). The rest held: 0 lost, every node served the file, both nodes
// ready 72 ms after the database. It goes into CI once the key is recorded with the note.
describe.runIf(process.env.MULTI_NODE === '1' && usingPostgres && canRunOwnPostgres && hasHaproxy)(
  'three nodes behind haproxy',
  { timeout: 600_000 },
  () => {
    beforeAll(async () => {
      work = await ownPostgresWork();
      postgres = await startOwnPostgres(work);
      await postgres.query('create database talentpool');
      databaseUrl = postgres.url('talentpool');
      // Migrated, and the company, its posting and an application made, in-process.
      const setup = await startTestServer({ databaseUrl });
      company = await createAccount(setup, 'Company');
      const user = await createCandidate(setup, 'Load Applicant');
      applicationId = (await applyToNewJob(setup, company, user)).id;
      await setup.stop();

      for (let i = 0; i < 3; i++)
        nodeDirs.push(await mkdtemp(path.join(tmpdir(), `tp-node-${i}-`)));
      nodes.push(...(await Promise.all(nodeDirs.map((dir) => startServerProcess(nodeEnv(dir))))));
      await Promise.all(nodes.map((node) => node.waitForHealth()));

      const port = await freePort();
      const config = path.join(work, 'haproxy.cfg');
      await writeFile(
        config,
        [
          'defaults',
          '  mode http',
          '  timeout connect 2s',
          '  timeout client 30s',
          '  timeout server 30s',
          '  retries 2',
          'frontend talentpool',
          `  bind 127.0.0.1:${port}`,
          '  default_backend nodes',
          'backend nodes',
          '  balance roundrobin',
          '  option httpchk GET /api/health/ready',
          ...nodes.map(
            (node, i) => `  server n${i} ${new URL(node.url).host} check inter 300ms fall 2 rise 1`,
          ),
          '',
        ].join('\n'),
      );
      balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
      balancerUrl = `http://127.0.0.1:${port}`;
      await until(`${balancerUrl}/api/health/ready`);
    }, 600_000);

    afterAll(async () => {
      balancer?.kill('SIGTERM');
      for (const node of nodes) {
        if (node.child.exitCode === null && node.child.signalCode === null) {
          node.child.kill('SIGTERM');
          await node.exit;
        }
      }
      for (const dir of nodeDirs) await rm(dir, { recursive: true, force: true });
      if (work) await removeWork(work, [postgres]);
    });

    it('loses and duplicates no acknowledged write through a kill -9 and a database restart; every node serves every file', async () => {
      // A picture through the balancer, served by each node directly.
      const form = new FormData();
      const png = await sharp({
        create: { width: 40, height: 40, channels: 3, background: '#3a6' },
      })
        .png()
        .toBuffer();
      form.append('pic', new Blob([new Uint8Array(png)]), 'logo.png');
      const uploaded = await fetch(`${balancerUrl}/api/company/uploadImg`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${company.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { pic } = (await uploaded.json()) as { pic: string };
      for (const node of nodes) expect((await fetch(`${node.url}${pic}`)).status).toBe(200);

      // The load: each note is retried with its key until it is acknowledged.
      const acknowledged = new Set<string>();
      let next = 0;
      let faults: Promise<void> | undefined;
      let databaseBackAt = 0;
      const readyAfterMs: number[] = [];
      const injectFaults = async () => {
        nodes[1]?.child.kill('SIGKILL');
        await nodes[1]?.exit;
        while (acknowledged.size < notes / 2) await new Promise((r) => setTimeout(r, 20));
        postgres?.stop('fast');
        postgres?.start();
        databaseBackAt = performance.now();
        await Promise.all(
          [nodes[0], nodes[2]].map(async (node) => {
            await until(`${node?.url}/api/health/ready`);
            readyAfterMs.push(performance.now() - databaseBackAt);
          }),
        );
      };
      const worker = async () => {
        for (;;) {
          const index = next++;
          if (index >= notes) return;
          if (index === notes / 4) faults = injectFaults();
          const key = randomUUID();
          for (;;) {
            const status = await fetch(
              `${balancerUrl}/api/company/applications/${applicationId}/notes`,
              {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${company.token}`,
                  'content-type': 'application/json',
                  'idempotency-key': key,
                },
                body: JSON.stringify({ text: `load ${key}` }),
              },
            )
              .then(async (res) => {
                await res.arrayBuffer();
                return res.status;
              })
              .catch(() => 0);
            if (status === 201) {
              acknowledged.add(key);
              break;
            }
            expect([0, 409, 502, 503, 504]).toContain(status);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      await faults;

      const rows = await postgres?.query(
        `select text, count(*)::int as n from application_notes where text like 'load %' group by text`,
        'talentpool',
      );
      const stored = new Map((rows?.rows ?? []).map((row) => [String(row.text), Number(row.n)]));
      const lost = [...acknowledged].filter((key) => !stored.has(`load ${key}`));
      const duplicated = [...stored.values()].filter((n) => n > 1);
      console.info(
        `multi-node: ${acknowledged.size} notes acknowledged, ${lost.length} lost, ${duplicated.length} duplicated; nodes ready ${readyAfterMs.map((ms) => ms.toFixed(0)).join(', ')} ms after the database`,
      );
      expect(acknowledged.size).toBe(notes);
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(Math.max(...readyAfterMs)).toBeLessThan(10_000);

      // The killed node comes back on its own DATA_DIR and serves the picture too.
      const again = await startServerProcess(nodeEnv(nodeDirs[1] ?? ''));
      nodes[1] = again;
      await again.waitForHealth();
      expect((await fetch(`${again.url}${pic}`)).status).toBe(200);
    });
  },
);
