// Mutation testing (issue 44, decision 198) of the rules that protect people: who may do what,
// who sees contact details, the fit score, ISI scoring, the screening knock-outs and the CSV
// formula guard. `npm run test:mutation` prints the score and fails below `thresholds.break`.
// STRYKER_MUTATE (comma-separated paths) narrows the run, as the CI step does.
const targets = [
  'packages/domain/src/members/policy.ts',
  'packages/domain/src/privacy/contactVisibility.ts',
  'packages/domain/src/jobs/fit.ts',
  'packages/domain/src/isi/scoring.ts',
  // The knock-out rules: the check that a rule fits its question, and the check of the answers
  // (the rest of the file is zod declarations of message keys, tested by the API tests).
  'packages/domain/src/jobs/screening.ts:57-87',
  'packages/domain/src/jobs/screening.ts:176-228',
  'packages/server/src/lib/csv.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: process.env.STRYKER_MUTATE ? process.env.STRYKER_MUTATE.split(',') : targets,
  coverageAnalysis: 'perTest',
  // The machine is shared (two cores): one test process.
  concurrency: 1,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Stryker's sandbox leaves out what those tests never import (the web app, the API tests,
  // end-to-end specs, benches). A narrower list (only packages/server/src/lib) left csv.ts
  // without coverage in the sandbox.
  ignorePatterns: ['/packages/web', '/packages/server/test', '/e2e', '/bench', '/docs', '/scripts'],
};
