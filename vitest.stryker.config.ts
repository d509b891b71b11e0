import { defineConfig } from 'vitest/config';

// The unit tests that guard the files under mutation testing (issue 44, decision 198): StrykerJS
// runs these, and only these, for each mutant. Pure tests of the node environment; no database.
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: [
      'packages/domain/src/members/policy.test.ts',
      // Issue 42: the API keys' scopes are a table of the policy.
      'packages/domain/src/apiKeys/scopes.test.ts',
      'packages/domain/src/privacy/contactVisibility.test.ts',
      'packages/domain/src/jobs/fit.test.ts',
      'packages/domain/src/isi/scoring.test.ts',
      'packages/domain/src/jobs/screening.test.ts',
      'packages/server/src/lib/csv.test.ts',
    ],
  },
});
