// What scripts/e2e.mjs prints after a failed run (docs/testing.md, "Looking into an end-to-end
// failure"): each failed test's error and page, and the end of the server's log.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * After a failed run: what each failed test's page showed (Playwright's error-context.md, an
 * accessibility snapshot of the page at the failure) and the end of the server's log (warnings
 * and up, written to DATA_DIR/server.log by playwright.config.ts). CI keeps only its output: a
 * failure there can then be read without making it happen again.
 */
export function printFailureContext(root, dataDir) {
  const results = path.join(root, 'test-results');
  const contexts = existsSync(results)
    ? readdirSync(results, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(results, entry.name, 'error-context.md'))
        .filter((file) => existsSync(file))
    : [];
  for (const file of contexts.slice(0, 2)) {
    const text = readFileSync(file, 'utf8');
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const page = withoutFrame(snapshot.split('\n'));
    const name = /^- Name: (.*)$/m.exec(text)?.[1] ?? path.basename(path.dirname(file));
    const error = /# Error details\n+```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    console.log(`\n== failed: ${name}`);
    console.log(error.split('\n').slice(0, 12).join('\n'));
    console.log(`== ${path.relative(root, file)}: the page, without header and sidebar`);
    console.log(page.slice(0, 60).join('\n'));
    if (page.length > 60) console.log(`(${page.length - 60} more lines in the file)`);
  }
  const log = path.join(dataDir, 'server.log');
  if (existsSync(log)) {
    const text = readFileSync(log, 'utf8').trimEnd();
    const lines = text === '' ? [] : text.split('\n');
    console.log(`\n== the server's log, warnings and up: ${lines.length} lines, the last 20`);
    console.log(lines.slice(-20).join('\n'));
  }
}

/**
 * An accessibility snapshot without what every page repeats (header, sidebar), unchosen options,
 * nameless boxes and element references.
 */
export function withoutFrame(lines) {
  const frame = /^- (banner|complementary|link "Skip to content")/;
  const kept = [];
  let skipDeeperThan = -1;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0 && indent > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (frame.test(line.trimStart())) {
      skipDeeperThan = indent;
      continue;
    }
    const bare = line.replace(/ \[(ref=e\d+|cursor=pointer)\]/g, '');
    const item = bare.trimStart();
    // A select's options but the chosen one; boxes with no name of their own.
    if (/^- option /.test(item) && !item.includes('[selected]')) continue;
    if (/^- generic:?$/.test(item)) continue;
    kept.push(bare);
  }
  return kept;
}
