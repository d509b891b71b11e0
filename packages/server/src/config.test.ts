import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireSharedSecret } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-config-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the defaults of decisions.md section 2', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.linkTtlDays).toBe(14);
    expect(config.rateLimits.login).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(config.rateLimits.loginPerAddress).toEqual({ max: 50, windowMs: 15 * 60_000 });
    expect(config.rateLimits.oneTime).toEqual({ max: 30, windowMs: 60_000 });
  });

  it('caps the mails of each company per day at MAIL_CAP_PER_COMPANY_PER_DAY, 500 by default', () => {
    const cap = (value?: string) =>
      loadConfig({
        DATA_DIR: dataDir,
        ...(value === undefined ? {} : { MAIL_CAP_PER_COMPANY_PER_DAY: value }),
      }).mailCapPerCompanyPerDay;
    expect(cap()).toBe(500);
    expect(cap('3')).toBe(3);
    expect(() => cap('0')).toThrow(/MAIL_CAP_PER_COMPANY_PER_DAY must be positive/);
    expect(() => cap('2.5')).toThrow(/MAIL_CAP_PER_COMPANY_PER_DAY must be a whole number/);
    expect(() => cap('many')).toThrow(ConfigError);
  });

  it('asks a shared database (DATABASE_URL) for JWT_SECRET; PGlite keeps its generated one (decision 223)', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/talentpool';
    expect(() => requireSharedSecret(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }))).toThrow(
      'JWT_SECRET is required with DATABASE_URL',
    );
    const secret = 'a-shared-secret-a-shared-secret-0123456789';
    const shared = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: secret });
    expect(() => requireSharedSecret(shared)).not.toThrow();
    expect(shared.jwtSecret).toBe(secret);
    expect(() => requireSharedSecret(loadConfig({ DATA_DIR: dataDir }))).not.toThrow();
  });

  it('keeps files in the database unless STORAGE_URL names a directory (decision 262)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storageDir).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: 'file:///srv/files' }).storageDir).toBe(
      '/srv/files',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_URL: 's3://bucket/x' })).toThrow(
      /STORAGE_URL must be a URL starting with file:\/\//,
    );
  });

  it('reads from DATABASE_READ_URL only beside DATABASE_URL (decision 267)', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/talentpool';
    const replica = 'postgres://postgres@127.0.0.1:5433/talentpool';
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_READ_URL: replica })
        .databaseReadUrl,
    ).toBe(replica);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_READ_URL: replica })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL',
    );
  });

  it('labels metrics with INSTANCE_NAME, or host:port', () => {
    expect(loadConfig({ DATA_DIR: dataDir, INSTANCE_NAME: 'node-a' }).instance).toBe('node-a');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '3100' }).instance).toMatch(/^[^:]+:3100$/);
  });

  it('takes the PostgreSQL time-outs from DB_*_TIMEOUT_MS (ms, 0: off), with defaults (issue 43)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).dbTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 30_000,
      idleInTransactionMs: 60_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '0',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '250',
      }).dbTimeouts,
    ).toEqual({ connectMs: 1_000, statementMs: 0, idleInTransactionMs: 250 });
    expect(() => loadConfig({ DATA_DIR: dataDir, DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(
      'DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (got "5s")',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DB_CONNECT_TIMEOUT_MS: '-1' })).toThrow(
      ConfigError,
    );
  });

  it('builds PUBLIC_URL from PORT and trims a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://talent.example/' }).publicUrl).toBe(
      'https://talent.example',
    );
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
  });

  it('takes the per-address login limit from RATE_LIMIT_LOGIN_ADDRESS', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_ADDRESS: '7' }).rateLimits.loginPerAddress,
    ).toEqual({ max: 7, windowMs: 15 * 60_000 });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['MAIL_FROM', 'nobody'],
    ['REDIS_URL', 'http://redis'],
    ['LINK_TTL_DAYS', '0'],
    ['RATE_LIMIT_LOGIN_ADDRESS', '0'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '10.0.0.1, not-an-address'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['API_DOCS', 'maybe'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(name);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never everything', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16 ,loopback,::1')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => trust('true')).toThrow(/TRUST_PROXY.*hop count/);
  });

  it('serves the API docs page unless NODE_ENV=production, or as API_DOCS says', () => {
    const docs = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).apiDocs;
    expect(docs({})).toBe(true);
    expect(docs({ NODE_ENV: 'development' })).toBe(true);
    expect(docs({ NODE_ENV: 'production' })).toBe(false);
    expect(docs({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(true);
    expect(docs({ API_DOCS: 'off' })).toBe(false);
  });

  it('takes the operators from ADMIN_EMAILS, lower-cased, without blanks or repeats', () => {
    const admins = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { ADMIN_EMAILS: value }) })
        .adminEmails;
    expect(admins()).toEqual([]);
    expect(admins('')).toEqual([]);
    expect(admins(' Ops@Example.com , second@example.org,,ops@example.com ')).toEqual([
      'ops@example.com',
      'second@example.org',
    ]);
    expect(() => admins('ops@example.com, not an address')).toThrow(ConfigError);
    expect(() => admins('ops@example.com, not an address')).toThrow(/ADMIN_EMAILS/);
  });

  it('takes DKIM_* together: a PEM key (\\n for line breaks) or its file; a bad key or a missing part stops the start', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const dkim = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).dkim;
    expect(dkim({})).toBeUndefined();
    const given = { DKIM_SELECTOR: 'mail2026', DKIM_DOMAIN: 'Talentpool.Example' };
    expect(dkim({ ...given, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })).toEqual({
      domainName: 'talentpool.example',
      keySelector: 'mail2026',
      privateKey: pem.trim(),
    });
    const file = path.join(dataDir, 'dkim.pem');
    await writeFile(file, pem);
    expect(dkim({ ...given, DKIM_PRIVATE_KEY: file })?.privateKey).toBe(pem.trim());
    const refused = (env: Record<string, string>) => {
      try {
        dkim(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem })).toBe(
      'DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN go together (DKIM_DOMAIN missing)',
    );
    const bad = refused({
      ...given,
      DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
    });
    expect(bad).toMatch(/^DKIM_PRIVATE_KEY is not a readable/);
    expect(bad).not.toContain('\n');
    expect(refused({ ...given, DKIM_PRIVATE_KEY: path.join(dataDir, 'nowhere.pem') })).toMatch(
      /^DKIM_PRIVATE_KEY must be a PEM private key/,
    );
    expect(refused({ ...given, DKIM_DOMAIN: 'not a domain', DKIM_PRIVATE_KEY: pem })).toMatch(
      /DKIM_DOMAIN must be a domain name/,
    );
  });
});
