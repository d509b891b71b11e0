#!/usr/bin/env node
// docs/decisions/README.md: the index of the decision records, written from the records
// themselves (number, title, `Status:` line). `node scripts/decision-index.mjs` writes it;
// `--check` exits 1 when it is not current or a record has no valid status
// (scripts/decision-index.test.mjs runs the check in the unit tests).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const decisionsDir = path.resolve(import.meta.dirname, '../docs/decisions');
export const indexFile = path.join(decisionsDir, 'README.md');

/** accepted, superseded by NNN, or amends NNN (, NNN ...). */
const statusPattern = /^(accepted|superseded by \d{3}|amends \d{3}(, \d{3})*)$/;

/** Every record: its file, number, title and status (null when the line is missing or invalid). */
export function readDecisions(dir = decisionsDir) {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .map((file) => {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      const heading = lines.find((line) => line.startsWith('# ')) ?? `# ${file}`;
      const title = heading
        .slice(2)
        .replace(/^\d{3}\.?\s*/, '')
        .trim();
      const statusLine = lines.find((line) => line.startsWith('Status:'));
      const status = statusLine ? statusLine.slice('Status:'.length).trim() : null;
      return {
        file,
        number: file.slice(0, 3),
        title,
        status: status !== null && statusPattern.test(status) ? status : null,
      };
    });
}

/** The index's text for these records. */
export function indexOf(decisions) {
  const escape = (text) => text.replaceAll('|', '\\|');
  const rows = decisions.map(
    (d) => `| ${d.number} | [${escape(d.title)}](${d.file}) | ${d.status ?? 'no status'} |`,
  );
  return [
    '# Decision records',
    '',
    'Each record is short: context, decision, consequences, and a `Status:` line under its title:',
    '`accepted`, `superseded by NNN` (read that one instead) or `amends NNN` (read both). The product',
    'contract is /work/shared/spec/decisions.md; these records say how the code meets it.',
    '',
    'This index is generated: `node scripts/decision-index.mjs` (a unit test fails when it is not',
    'current). A new record takes the next free number of your range, a title line, a `Status:` line.',
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Problems of the records and the index: missing statuses, a stale index. */
export function check(dir = decisionsDir, file = indexFile) {
  const decisions = readDecisions(dir);
  const problems = decisions
    .filter((d) => d.status === null)
    .map((d) => `${d.file}: no "Status: accepted | superseded by NNN | amends NNN" line`);
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // No index yet: reported below as not current.
  }
  if (current !== indexOf(decisions)) {
    problems.push(
      `${path.relative(process.cwd(), file)} is not current: node scripts/decision-index.mjs`,
    );
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (process.argv.includes('--check')) {
    const problems = check();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length === 0 ? 0 : 1);
  }
  writeFileSync(indexFile, indexOf(readDecisions()));
  console.log(`wrote ${path.relative(process.cwd(), indexFile)}`);
}
