// decisions.md section 2: the environment, parsed once at start. Nothing else reads process.env.
import { createPrivateKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { stageMailUndoSecondsDefault } from '@talentpool/domain/jobs/stageMailPolicy';
import { defaultDbTimeouts, type DbTimeouts } from './db/database';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

/** Milliseconds: 0 (off) or a whole number up to a day. */
const millis = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(0, `${name} must be 0 (off) or more`)
    .max(86_400_000, `${name} must be at most 86400000 (a day)`);

const urlWithProtocols = (name: string, protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/**
 * decisions.md 14: TRUST_PROXY is a hop count or a list of proxy addresses, never "trust
 * everything" (with `true` a client picks its own address by writing X-Forwarded-For, and walks
 * past every per-address limit). `0`/`false`: no proxy; a whole number n: the n proxies nearest
 * to us are trusted, so the client is the (n)th address from the right of X-Forwarded-For; a
 * list: the addresses or CIDR ranges of our proxies (also proxy-addr's loopback, linklocal,
 * uniquelocal).
 */
export type TrustProxy = false | number | string[];

const trustProxyMessage =
  'TRUST_PROXY must be a hop count (0, 1, 2...) or a comma-separated list of proxy addresses or CIDR ranges; "true" or "*" (trust every hop) is refused';
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry) || isIP(entry) !== 0) return true;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!cidr) return false;
  const version = isIP(cidr[1] ?? '');
  const bits = Number(cidr[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) <= 32) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: trustProxyMessage });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  // Decision 267: a streaming replica for the job board, the feeds and the reports.
  DATABASE_READ_URL: urlWithProtocols('DATABASE_READ_URL', ['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  // Decision 222: seconds between the shutdown signal and closing, while /api/health/ready
  // answers 503 so that a balancer stops sending requests (at most 5: shutdown ends within 20 s).
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 5' })
    .int('SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 5')
    .min(0, 'SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 5')
    .max(5, 'SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 5')
    .default(0),
  // Issue 43: PostgreSQL's connect, statement and idle-in-transaction time-outs (ms; 0: off).
  DB_CONNECT_TIMEOUT_MS: millis('DB_CONNECT_TIMEOUT_MS').default(defaultDbTimeouts.connectMs),
  DB_STATEMENT_TIMEOUT_MS: millis('DB_STATEMENT_TIMEOUT_MS').default(defaultDbTimeouts.statementMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS').default(
    defaultDbTimeouts.idleInTransactionMs,
  ),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(.+<[^@\s]+@[^@\s]+>|[^@\s]+@[^@\s]+)$/, 'MAIL_FROM must be an e-mail address')
    .default('TalentPool <no-reply@talentpool.local>'),
  // decisions.md 17 (decision 182): DKIM signing of every mail, when all three are given. The key
  // is PEM text (a literal \n stands for a line break) or the path of a PEM file.
  DKIM_PRIVATE_KEY: z.string().optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i, 'DKIM_SELECTOR must be a DNS label')
    .optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i, 'DKIM_DOMAIN must be a domain name')
    .optional(),
  PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })
    .default('info'),
  // Issue 23 (decision 139): readable lines in a terminal, JSON otherwise; `auto` asks the TTY.
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'], { error: 'LOG_FORMAT must be auto, pretty or json' })
    .default('auto'),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis:', 'rediss:']).optional(),
  DEMO: z.enum(['0', '1', ''], { error: 'DEMO must be 0 or 1' }).optional(),
  // Issue 42 (decision 242): 1 lets single sign-on use an identity provider over plain http (the
  // tests' own provider on 127.0.0.1); never in production.
  SSO_ALLOW_HTTP: z.enum(['0', '1', ''], { error: 'SSO_ALLOW_HTTP must be 0 or 1' }).optional(),
  // Decision 289: the DNS servers that check a domain's TXT record (host or host:port, comma
  // separated); the system's resolvers when empty. The tests point it at their own DNS server.
  SSO_DNS_SERVERS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LINK_TTL_DAYS: positiveInt('LINK_TTL_DAYS').default(14),
  RATE_LIMIT_LOGIN: positiveInt('RATE_LIMIT_LOGIN').default(10),
  RATE_LIMIT_LOGIN_ADDRESS: positiveInt('RATE_LIMIT_LOGIN_ADDRESS').default(50),
  // decisions.md 16 (decision 194): failed logins and second-factor codes per account, any address.
  RATE_LIMIT_LOGIN_ACCOUNT: positiveInt('RATE_LIMIT_LOGIN_ACCOUNT').default(30),
  RATE_LIMIT_SIGNUP: positiveInt('RATE_LIMIT_SIGNUP').default(20),
  RATE_LIMIT_FORGOT: positiveInt('RATE_LIMIT_FORGOT').default(5),
  RATE_LIMIT_LINKS: positiveInt('RATE_LIMIT_LINKS').default(100),
  RATE_LIMIT_ONE_TIME: positiveInt('RATE_LIMIT_ONE_TIME').default(30),
  // decisions.md 13 (decision 128): per company, generous for a team at work, not for a scraper.
  RATE_LIMIT_SEARCH: positiveInt('RATE_LIMIT_SEARCH').default(600),
  RATE_LIMIT_PROFILE_VIEWS: positiveInt('RATE_LIMIT_PROFILE_VIEWS').default(600),
  RATE_LIMIT_EXPORTS: positiveInt('RATE_LIMIT_EXPORTS').default(60),
  // Decision 141: guests' CV uploads and applications per address (per hour).
  RATE_LIMIT_GUEST_APPLY: positiveInt('RATE_LIMIT_GUEST_APPLY').default(20),
  // decisions.md 16 (decision 191): people a company adds to its pipelines from search, per hour.
  RATE_LIMIT_SOURCING: positiveInt('RATE_LIMIT_SOURCING').default(100),
  // decisions.md 18 (issue 42): requests per minute of one API key.
  RATE_LIMIT_API_KEY: positiveInt('RATE_LIMIT_API_KEY').default(600),
  // Decision 120: mails a company may have sent per day (UTC); above it enqueue answers 429.
  MAIL_CAP_PER_COMPANY_PER_DAY: positiveInt('MAIL_CAP_PER_COMPANY_PER_DAY').default(500),
  // Issue 37: a pipeline stage mail waits this long (undo window); a later move replaces it.
  STAGE_MAIL_UNDO_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'STAGE_MAIL_UNDO_SECONDS must be 0 or more')
    .default(stageMailUndoSecondsDefault),
  // Decision 138: "keep me logged in" ends after this many days without use (idle), and this many
  // days after the login whatever the use (absolute).
  SESSION_IDLE_DAYS: positiveInt('SESSION_IDLE_DAYS').default(14),
  SESSION_MAX_DAYS: positiveInt('SESSION_MAX_DAYS').default(30),
  // Decision 137: a saved search's alert covers profiles completed up to this many seconds ago,
  // so a profile whose transaction has not committed yet is left for the next alert, never lost.
  ALERT_SETTLE_SECONDS: z.coerce
    .number({ error: 'ALERT_SETTLE_SECONDS must be a whole number' })
    .int('ALERT_SETTLE_SECONDS must be a whole number')
    .min(0, 'ALERT_SETTLE_SECONDS must be between 0 and 3600')
    .max(3600, 'ALERT_SETTLE_SECONDS must be between 0 and 3600')
    .default(60),
  WEB_DIST: z.string().optional(),
  // Decision 224: the instance label of every /metrics series; default host:port (decision 280:
  // under WORKERS the node's processes answer as one).
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.:@/-]{1,128}$/, 'INSTANCE_NAME must be up to 128 letters, digits or . : @ / - _')
    .optional(),
  // Decision 262: uploaded files live in the database unless STORAGE_URL names a directory
  // (file:///path, one node only). Object storage (s3://) is not built yet.
  STORAGE_URL: urlWithProtocols('STORAGE_URL', ['file:']).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Issue 42 (decisions.md 18): webhooks may go to http:// and private addresses (tests, closed
  // networks); off, only https:// to public addresses.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1', ''], { error: 'WEBHOOK_ALLOW_PRIVATE must be 0 or 1' })
    .optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  // Issue 24: the interactive docs page at /api/docs; by default only outside production.
  API_DOCS: z.enum(['on', 'off'], { error: 'API_DOCS must be on or off' }).optional(),
  NODE_ENV: z.string().optional(),
  // Decision 120: the operators, by login e-mail (comma separated), checked on every operator call.
  ADMIN_EMAILS: z
    .string()
    .transform((raw, ctx) => {
      const emails = raw
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== '');
      if (emails.every((entry) => /^[^@\s]+@[^@\s]+$/.test(entry))) return emails;
      ctx.addIssue({
        code: 'custom',
        message: 'ADMIN_EMAILS must be e-mail addresses separated by commas',
      });
      return z.NEVER;
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Decision 267: DATABASE_READ_URL (only with DATABASE_URL). */
  databaseReadUrl?: string;
  /** Decision 222: how long shutdown drains (ready answers 503) before closing. */
  shutdownDrainMs: number;
  /** Issue 43: PostgreSQL's time-outs (DB_*_TIMEOUT_MS). */
  dbTimeouts: DbTimeouts;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** decisions.md 17: nodemailer's DKIM options, when DKIM_* are set; every mail is signed. */
  dkim?: DkimConfig;
  publicUrl: string;
  jwtSecret: string;
  /**
   * Decision 223: JWT_SECRET given, or generated into DATA_DIR. With DATABASE_URL the server
   * refuses a generated one (requireSharedSecret): other processes may serve the same database.
   */
  jwtSecretSource: 'JWT_SECRET' | 'DATA_DIR';
  /** Decision 224: the instance label of /metrics. */
  instance: string;
  /** Decision 262: a directory for uploaded files (STORAGE_URL=file://...); else the database. */
  storageDir?: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Decision 139: `pretty` (one readable line per request, outbox links on their own lines) with
   * a terminal or LOG_FORMAT=pretty; `json` without a terminal or with LOG_FORMAT=json.
   */
  logFormat: 'pretty' | 'json';
  /** Colours in pretty lines: only when standard output is a terminal. */
  logColor: boolean;
  redisUrl?: string;
  demo: boolean;
  /** Issue 42: single sign-on may talk to an identity provider over http (tests only). */
  ssoAllowHttp: boolean;
  /** Decision 289: DNS servers for domain proofs ([]: the system's). */
  ssoDnsServers: string[];
  linkTtlDays: number;
  rateLimits: {
    /** Failed logins per e-mail and address. */
    login: { max: number; windowMs: number };
    /** decisions.md 14: failed logins per address, whatever the e-mail (both account types). */
    loginPerAddress: { max: number; windowMs: number };
    /** decisions.md 16: failed logins and second-factor codes per account, across addresses. */
    loginPerAccount: { max: number; windowMs: number };
    signup: { max: number; windowMs: number };
    forgot: { max: number; windowMs: number };
    links: { max: number; windowMs: number };
    oneTime: { max: number; windowMs: number };
    /** decisions.md 13: candidate searches, profile views (per minute), CSV exports (per hour), per company. */
    search: { max: number; windowMs: number };
    profileViews: { max: number; windowMs: number };
    exports: { max: number; windowMs: number };
    /** Decision 141: a guest's CV uploads and applications, per address and per e-mail. */
    guestApply: { max: number; windowMs: number };
    /** decisions.md 16: people a company sources into its pipelines (per hour). */
    sourcing: { max: number; windowMs: number };
    /** decisions.md 18: the requests of one API key (per minute). */
    apiKey: { max: number; windowMs: number };
  };
  /** Decision 120: mails sent on behalf of one company per day (UTC) before 429 MAIL_CAP_REACHED. */
  mailCapPerCompanyPerDay: number;
  /** Issue 37: how long a pipeline stage mail waits before it goes (a later move replaces it). */
  stageMailUndoMs: number;
  /** Decision 138: the idle and the absolute limit of a remembered session (refresh token). */
  sessions: { idleMs: number; maxMs: number };
  /** Decision 137: how long ago a profile must have been completed to be in an alert. */
  alertSettleSeconds: number;
  webDist: string;
  /** decisions.md 15: the bearer that GET /metrics asks for; unset, /metrics answers 404. */
  metricsToken?: string;
  /** Issue 42: webhooks may go to http:// and private addresses (WEBHOOK_ALLOW_PRIVATE=1). */
  webhookAllowPrivate: boolean;
  trustProxy: TrustProxy;
  /** Serve the docs page at /api/docs (the OpenAPI document itself is always served). */
  apiDocs: boolean;
  /**
   * Decision 120: the operators' login e-mails, lower-cased. An operator is a job seeker or a
   * company member whose verified e-mail is listed; empty: nobody.
   */
  adminEmails: string[];
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM (PKCS#8 or PKCS#1 RSA, or Ed25519). */
  privateKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** DKIM_* all three or none; the key must be a private key Node can read (checked at start). */
function dkimOf(e: Env): DkimConfig | undefined {
  const given = {
    DKIM_PRIVATE_KEY: e.DKIM_PRIVATE_KEY,
    DKIM_SELECTOR: e.DKIM_SELECTOR,
    DKIM_DOMAIN: e.DKIM_DOMAIN,
  };
  const missing = Object.entries(given).filter(([, v]) => !v);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN go together (${missing.map(([k]) => k).join(', ')} missing)`,
    );
  }
  let pem = (e.DKIM_PRIVATE_KEY ?? '').replace(/\\n/g, '\n').trim();
  if (!pem.startsWith('-----BEGIN')) {
    try {
      pem = readFileSync(pem, 'utf8').trim();
    } catch {
      throw new ConfigError('DKIM_PRIVATE_KEY must be a PEM private key or the path of one');
    }
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ed25519') {
      throw new Error('not RSA or Ed25519');
    }
  } catch {
    throw new ConfigError('DKIM_PRIVATE_KEY is not a readable RSA or Ed25519 private key (PEM)');
  }
  return {
    domainName: (e.DKIM_DOMAIN ?? '').toLowerCase(),
    keySelector: e.DKIM_SELECTOR ?? '',
    privateKey: pem,
  };
}

const minute = 60_000;

/** Parses the environment into a Config, or throws a ConfigError with a one-line reason. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTTY: boolean = process.stdout.isTTY === true,
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const raw = env[name];
    throw new ConfigError(
      `${issue?.message ?? 'invalid value'}${raw === undefined ? '' : ` (got "${raw}")`}`,
    );
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica of which database?');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    dbTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim: dkimOf(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtSecretSource: e.JWT_SECRET ? 'JWT_SECRET' : 'DATA_DIR',
    // Decision 280: the node's name, the same in each of its WORKERS (their /metrics is summed).
    instance: e.INSTANCE_NAME ?? `${hostname()}:${e.PORT}`,
    storageDir: e.STORAGE_URL ? fileURLToPath(e.STORAGE_URL) : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT === 'auto' ? (stdoutIsTTY ? 'pretty' : 'json') : e.LOG_FORMAT,
    logColor: stdoutIsTTY,
    redisUrl: e.REDIS_URL,
    demo: e.DEMO === '1',
    ssoAllowHttp: e.SSO_ALLOW_HTTP === '1',
    ssoDnsServers: e.SSO_DNS_SERVERS,
    linkTtlDays: e.LINK_TTL_DAYS,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN, windowMs: 15 * minute },
      loginPerAddress: { max: e.RATE_LIMIT_LOGIN_ADDRESS, windowMs: 15 * minute },
      loginPerAccount: { max: e.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: 60 * minute },
      signup: { max: e.RATE_LIMIT_SIGNUP, windowMs: 60 * minute },
      forgot: { max: e.RATE_LIMIT_FORGOT, windowMs: 60 * minute },
      links: { max: e.RATE_LIMIT_LINKS, windowMs: 60 * minute },
      oneTime: { max: e.RATE_LIMIT_ONE_TIME, windowMs: minute },
      search: { max: e.RATE_LIMIT_SEARCH, windowMs: minute },
      profileViews: { max: e.RATE_LIMIT_PROFILE_VIEWS, windowMs: minute },
      exports: { max: e.RATE_LIMIT_EXPORTS, windowMs: 60 * minute },
      guestApply: { max: e.RATE_LIMIT_GUEST_APPLY, windowMs: 60 * minute },
      sourcing: { max: e.RATE_LIMIT_SOURCING, windowMs: 60 * minute },
      apiKey: { max: e.RATE_LIMIT_API_KEY, windowMs: minute },
    },
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    adminEmails: [...new Set(e.ADMIN_EMAILS ?? [])],
    mailCapPerCompanyPerDay: e.MAIL_CAP_PER_COMPANY_PER_DAY,
    stageMailUndoMs: e.STAGE_MAIL_UNDO_SECONDS * 1000,
    sessions: {
      idleMs: e.SESSION_IDLE_DAYS * 24 * 60 * minute,
      maxMs: Math.max(e.SESSION_MAX_DAYS, e.SESSION_IDLE_DAYS) * 24 * 60 * minute,
    },
    alertSettleSeconds: e.ALERT_SETTLE_SECONDS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist')),
  };
}

/**
 * decisions.md 22 (decision 223): the server refuses to start on a shared database (DATABASE_URL)
 * without JWT_SECRET. Every process serving it must sign and check tokens with one secret, and
 * a secret generated into each node's DATA_DIR differs per node (half the signed-in requests
 * answered 401 behind a balancer, issue 43). Tools (seed, backup) do not sign: they do not ask.
 */
export function requireSharedSecret(config: Config): void {
  if (config.databaseUrl && config.jwtSecretSource !== 'JWT_SECRET') {
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL: every server process on the database must sign tokens with the same secret (at least 32 characters)',
    );
  }
}

/** decisions.md section 2: without JWT_SECRET, one is generated once and kept in DATA_DIR. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return secret;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (err) {
    throw new ConfigError(`DATA_DIR is not writable: ${(err as Error).message}`);
  }
}
