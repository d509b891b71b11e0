import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appPort, baseURL, dnsPort, sinkPort, smtpPort } from './e2e/support/env';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the web app and gives the run a
// fresh DATA_DIR or database. Debian's chromium is used: browsers are never downloaded here.

// Decision 168: the specs that judge the front end alone (axe on every route, the bundle budget,
// keyboard order: the same pages and bytes whatever the database behind the API) run once, on
// the embedded database; on PostgreSQL the others run (E2E_ALL=1 runs every spec there too).
// They were ~30 % of the e2e suite's time. Decision 170 adds six of the same kind: keyboard
// operation of the forms, the landing page, the navigation bar, toast placement, which language
// files load, long addresses wrapping on a phone. What they store or read goes through calls the
// API tests run on both databases, and the journeys that store (profile, jobs, hiring team, ...)
// still run on both.
const frontEndOnly = [
  'a11y.spec.ts',
  'performanceBudget.spec.ts',
  'keyboard.spec.ts',
  'keyboard-forms.spec.ts',
  'landing.spec.ts',
  'navigation.spec.ts',
  'forms.spec.ts',
  'languageLoading.spec.ts',
  'everyday-small-things.spec.ts',
  // Issue 39: axe's heading-order rule on the job seeker's pages.
  'heading-order.spec.ts',
  // Decisions 285, 291, 292: the server's first frames and the boot script (the frame's boxes,
  // the app taking over, presses and typing held before it has): the same HTML and code whatever
  // the database; the sign-ins and pages they pass through run on both in other journeys.
  'seekerFirstPaint.spec.ts',
  // Issue 37: the board's widths and lines at 1280, 1366 and 375 px; the moves and the drawer
  // that it opens are the pipeline journeys', on both databases.
  'pipeline-laptop.spec.ts',
  // Decision 300: where pressable things first show and stay, a matter of the page's code; the
  // apply it ends with and the pages it opens are other journeys', on both databases.
  'nothing-moves.spec.ts',
  'nothing-pressable-moves.spec.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL) && !process.env.E2E_ALL;

// Decision 169: Debian's chromium-headless-shell (the "old" headless Chromium, what Playwright
// itself runs for headless tests) when it is installed: the same Blink without the full
// browser's window and compositor layers; two spec files took 2.3 min with it against 3.6 min.
// CHROMIUM_PATH picks another binary.
const headlessShell = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  ...(onPostgres ? { testIgnore: frontEndOnly.map((file) => `**/${file}`) } : {}),
  fullyParallel: false,
  // Spec files run side by side against one server (decision 140); tests inside a file stay in
  // order. E2E_WORKERS overrides (1 to debug).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // The longest journeys (a whole profile with the keyboard, two interviewers' scorecards) took
  // 57-66 s on 2026-11-28's machine with both workers busy, against ~25 s alone, and a pipeline
  // page there still showed "Loading..." after 10 s: the limits are for a test that hangs, not
  // a budget (speed is the bench's, decision 168).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Decision 295: no trace unless asked for (E2E_TRACE=1 keeps one per failed test). Recording
    // one for every test (its screenshots and DOM snapshots at each step, thrown away when the
    // test passed) took half the run: four spec files 201 s with it, 108 s without.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mailSink.ts',
      url: `http://127.0.0.1:${sinkPort}/health`,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SINK_PORT: String(sinkPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The server's log (warnings and up) goes to server.log in the run's DATA_DIR, which
      // scripts/e2e.mjs prints the end of when a test failed (the page and the server side by
      // side: a CI failure can be read without running it again).
      command:
        process.env.E2E_DATA_DIR && !process.env.E2E_SERVER_STDOUT
          ? `node --import tsx packages/server/src/main.ts >> '${path.join(process.env.E2E_DATA_DIR, 'server.log')}'`
          : 'node --import tsx packages/server/src/main.ts',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every journey signs up its own accounts from 127.0.0.1; the production limit (20 an hour
        // per address) is tested by the API tests, not here.
        RATE_LIMIT_SIGNUP: '100000',
        // Journeys fail logins on purpose, all from 127.0.0.1 (decisions.md 14's limit per address).
        RATE_LIMIT_LOGIN_ADDRESS: '100000',
        // Issue 37: journeys read a stage mail right after the move (no undo window).
        STAGE_MAIL_UNDO_SECONDS: '0',
        // Decision 120: the operator of e2e/operator.spec.ts (signed up there like anyone else).
        ADMIN_EMAILS: 'operator-console@example.com',
        // Issue 42: e2e/sso.spec.ts's OpenID provider runs on http://127.0.0.1.
        SSO_ALLOW_HTTP: '1',
        // Decision 289: e2e/sso.spec.ts's DNS server answers the domain proofs' TXT records.
        SSO_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
        // Issue 42: e2e/webhooks.spec.ts's receiver listens on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE: '1',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        // Decision 223: a server on PostgreSQL (DATABASE_URL) starts only with JWT_SECRET.
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      // E2E_SERVER_STDOUT=1 with DEBUG=pw:webserver prints the server's log (warnings and up) with
      // the run's, to look into a failure.
      stdout: process.env.E2E_SERVER_STDOUT ? 'pipe' : 'ignore',
      stderr: 'pipe',
    },
  ],
});
