#!/usr/bin/env node
// Prints the slowest test files and tests of a JSON test report, to see where CI's time goes:
//   npx vitest run --project api --reporter=json --outputFile=/tmp/api.json
//   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npm run test:e2e -- --reporter=json
//   node scripts/test-durations.mjs /tmp/api.json [count]
// Reads both shapes (Vitest's Jest-like report and Playwright's), in seconds, with each file's
// and test's share of the total.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-durations.mjs <report.json> [count]');
  process.exit(2);
}
const count = Number(countArg ?? 20);
const report = JSON.parse(readFileSync(file, 'utf8'));
const root = process.cwd();
const files = new Map();
const tests = [];

function add(fileName, title, ms) {
  const name = path.relative(root, path.resolve(root, fileName));
  files.set(name, (files.get(name) ?? 0) + ms);
  tests.push({ name: `${name} › ${title}`, ms });
}

if (Array.isArray(report.testResults)) {
  // Vitest: a file's time is from its start to its end (set-up, server start and tests).
  for (const result of report.testResults) {
    const name = path.relative(root, result.name);
    files.set(name, result.endTime - result.startTime);
    for (const test of result.assertionResults) {
      tests.push({ name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
} else if (Array.isArray(report.suites)) {
  // Playwright: a test's time is the sum of its runs (hooks and fixtures included).
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((t) => t.results)
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      add(path.join('e2e', spec.file), [...titles, spec.title].join(' › '), ms);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
} else {
  console.error(`${file}: neither a Vitest nor a Playwright JSON report`);
  process.exit(2);
}

const total = [...files.values()].reduce((a, b) => a + b, 0);
const row = (ms, name) =>
  `${(ms / 1000).toFixed(1).padStart(8)} s ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`;
console.log(`${files.size} files, ${tests.length} tests, ${(total / 1000).toFixed(0)} s in files`);
console.log(`\nslowest ${count} files`);
for (const [name, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(row(ms, name));
}
console.log(`\nslowest ${count} tests`);
for (const { name, ms } of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(row(ms, name));
}
