// Which module writes which table (issue 45): a module that owns tables is the only one that
// inserts, updates or deletes their rows; others call the functions its public.ts offers. Read
// with the TypeScript compiler's parser, so comments never count: a drizzle call
// `.insert(t)`/`.update(t)`/`.delete(t)` whose argument is a table of db/schema.ts (under
// whatever local name the file imports it), and raw SQL in a template or string
// (`update applications`, `insert into ${applicationEvents}`, `delete from applicant_cvs`, ...).
// Used by applicationWrites.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import ts from 'typescript';
import * as schema from './db/schema';
import { serverSource, sourceFiles } from './moduleGraph';

/** The tables each owning module writes alone, by their SQL names. */
export const ownedTables: Record<string, readonly string[]> = {
  applications: [
    'applications',
    'application_events',
    'application_notes',
    'guest_applicants',
    'applicant_cvs',
  ],
  // Issue 42: the webhooks, their deliveries (the outbox) and attempts.
  webhooks: ['webhooks', 'webhook_deliveries', 'webhook_attempts'],
};

/** db/schema.ts's exports that are tables, by export name, with their SQL names. */
export const schemaTables: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    isTable(value) ? [[name, getTableName(value)] as const] : [],
  ),
);

/** One write of a table found in a file. */
export interface TableWrite {
  /** Path relative to packages/server/src, with forward slashes. */
  file: string;
  line: number;
  table: string;
  /** The statement as written (`update(applications)`, `delete from applicant_cvs`). */
  how: string;
}

const rawWrite =
  /\b(update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?("?)([a-z_]+)\2(?![a-z_])|\b(update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+\$\{\s*([\w.]+)\s*\}/gi;

/**
 * The local names a file gives db/schema.ts's tables: `import { applications as a }` gives a,
 * `import * as schema` gives schema.applications. Only imports of a module path ending in
 * db/schema count.
 */
function tableNamesOf(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!/(^|\/)db\/schema$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      for (const [name, table] of schemaTables) names.set(`${bindings.name.text}.${name}`, table);
      continue;
    }
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      const table = schemaTables.get(exported);
      if (table) names.set(element.name.text, table);
    }
  }
  return names;
}

/** The text of a template with each `${expression}` kept as written. */
function templateText(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    text += `\${${span.expression.getText()}}${span.literal.text}`;
  }
  return text;
}

/** Every write of a table of db/schema.ts in one file's text. */
export function tableWritesIn(file: string, text: string): TableWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = tableNamesOf(source);
  const sqlNames = new Set(schemaTables.values());
  const writes: TableWrite[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const argument = node.arguments[0]?.getText() ?? '';
      const table = names.get(argument);
      if (table) {
        writes.push({
          file,
          line: lineOf(node.expression.name),
          table,
          how: `${node.expression.name.text}(${argument})`,
        });
      }
    }
    if (
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isStringLiteral(node)
    ) {
      const body = ts.isStringLiteral(node) ? node.text : templateText(node);
      for (const match of body.matchAll(rawWrite)) {
        const table = match[3] ? match[3].toLowerCase() : names.get(match[5] ?? '');
        if (!table || !sqlNames.has(table)) continue;
        const before = body.slice(0, match.index);
        writes.push({
          file,
          line: lineOf(node) + (before.match(/\n/g)?.length ?? 0),
          table,
          how: match[0].replace(/\s+/g, ' '),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** Every write of a table in the server's sources (tests left out: their fixtures write). */
export function readTableWrites(root = serverSource): TableWrite[] {
  return sourceFiles(root)
    .filter((full) => !full.endsWith('.test.ts'))
    .flatMap((full) => {
      const file = path.relative(root, full).split(path.sep).join('/');
      return tableWritesIn(file, readFileSync(full, 'utf8'));
    });
}
