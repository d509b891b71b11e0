// GET /metrics (decisions.md 15, decision 118): Prometheus text, only with METRICS_TOKEN as
// bearer; hidden (404) without it; outside /api and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/serverProcess';
import { json, startTestServer, usingPostgres, type TestServer } from './helpers/testServer';

const token = 'metrics-token-0123456789abcdef';

/**
 * Every series carries the instance that answered (decision 224); the assertions below read the
 * text without it, after checking that it is on every sample.
 */
function withoutInstance(text: string): string {
  const samples = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  expect(samples.filter((line) => !line.includes('instance="node-m"'))).toEqual([]);
  return text
    .replace(/,?instance="node-m"/g, '')
    .replace(/\{\}/g, '')
    .replace(/\{,/g, '{');
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers 404 in the error shape, even with a bearer', async () => {
    const res = await server.request('/metrics', { token });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens there: every mail fails at once.
    server = await startTestServer({
      env: {
        METRICS_TOKEN: token,
        INSTANCE_NAME: 'node-m',
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
    });
  });
  afterAll(async () => server.close());

  it('answers 401 in the error shape without a bearer or with a wrong one', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ];
    for (const headers of wrong) {
      const res = await server.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await json(res)).toMatchObject({ code: 'UNAUTHENTICATED', error: expect.any(String) });
    }
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await server.request('/api/health')).status).toBe(200);
    const missing = await server.request(`/api/public/user/${id}`);
    expect(missing.status).toBe(404);

    const res = await server.request('/metrics', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = withoutInstance(await res.text());
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
    );
    // The pattern, not the URL: no id in any label.
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/public\/user\/:id",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain(id);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
    );
    // Default process metrics.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('reports the database and the job queue as they are at scrape time', async () => {
    const mail = { subject: 's', text: 't', html: 'h' };
    // Two mails given up (their SMTP server never answers), one waiting for an hour.
    await server.app.queue.send('mail.send', { ...mail, to: 'a@example.com' }, { retryLimit: 0 });
    await server.app.queue.send('mail.send', { ...mail, to: 'b@example.com' }, { retryLimit: 0 });
    await server.app.queue.send(
      'mail.send',
      { ...mail, to: 'c@example.com' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    await server.app.queue.send('metrics.other', {});
    await server.app.mailer.drain();
    const text = withoutInstance(await (await server.request('/metrics', { token })).text());
    expect(text).toContain('# TYPE talentpool_queue_jobs gauge');
    expect(text).toMatch(/^talentpool_queue_jobs\{name="mail.send",state="failed"\} 2$/m);
    expect(text).toMatch(/^talentpool_queue_jobs\{name="mail.send",state="created"\} 1$/m);
    expect(text).toMatch(/^talentpool_queue_jobs\{name="mail.send",state="completed"\} 0$/m);
    expect(text).toMatch(/^talentpool_queue_jobs\{name="metrics.other",state="created"\} 1$/m);
    // pg-boss's own cron queue is not ours to watch.
    expect(text).not.toContain('__pgboss__');
    expect(text).toContain('# TYPE talentpool_mail_queue_jobs gauge');
    expect(text).toMatch(/^talentpool_mail_queue_jobs\{status="failed"\} 2$/m);
    expect(text).toMatch(/^talentpool_mail_queue_jobs\{status="pending"\} 1$/m);
    expect(text).toMatch(/^talentpool_mail_queue_oldest_pending_seconds \d/m);
    // Decision 265: the same gauges under names that say they are the whole deployment's.
    expect(text).toMatch(/^talentpool_cluster_queue_jobs\{name="mail.send",state="failed"\} 2$/m);
    expect(text).toMatch(/^talentpool_cluster_mail_queue_jobs\{status="pending"\} 1$/m);
    expect(text).toMatch(/^talentpool_cluster_mail_queue_oldest_pending_seconds \d/m);
    expect(text).toMatch(/^# HELP talentpool_cluster_queue_jobs .*Cluster-wide/m);
    // Each failed send counts once, by whether it will be tried again.
    expect(text).toContain('# TYPE talentpool_mails_failed_total counter');
    expect(text).toMatch(/^talentpool_mails_failed_total\{outcome="given_up"\} 2$/m);
    expect(text).toMatch(/^talentpool_mails_failed_total\{outcome="retry"\} 0$/m);
    expect(text).toMatch(/^talentpool_database_up 1$/m);
    if (usingPostgres) {
      expect(text).toMatch(/^talentpool_database_info\{kind="postgres"\} 1$/m);
      expect(text).toMatch(/^talentpool_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^talentpool_db_pool_connections\{state="idle"\} \d/m);
      expect(text).toMatch(/^talentpool_db_pool_waiting 0$/m);
    } else {
      expect(text).toMatch(/^talentpool_database_info\{kind="pglite"\} 1$/m);
      expect(text).not.toContain('talentpool_db_pool_connections');
    }
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });
});
