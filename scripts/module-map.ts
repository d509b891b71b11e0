// The server's module map (issue 45): `node --import tsx scripts/module-map.ts` prints the import
// graph's figures (modules, edges, cycles, imports across features) and the rule breaks;
// `--write` also writes the declared list of packages/server/modules.json as a Mermaid diagram
// into docs/architecture.md, between its two marker lines. `--check` exits 1 when that diagram is
// not the one the list gives; module-map.test.ts (unit tests) runs the same check.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  graphFigures,
  readDeclared,
  readImports,
  violationOf,
  type Declared,
} from '../packages/server/src/moduleGraph';

export const architecture = path.resolve(import.meta.dirname, '../docs/architecture.md');
const begin = '<!-- module-map: begin (scripts/module-map.ts --write) -->';
const end = '<!-- module-map: end -->';

/** The declared list as a Mermaid flowchart: features above, the platform below. */
export function mermaidOf(declared: Declared): string {
  const lines = ['```mermaid', 'flowchart TD'];
  const features = Object.keys(declared.features).sort();
  lines.push('  subgraph features');
  for (const feature of features) lines.push(`    ${feature}`);
  lines.push('  end');
  lines.push('  subgraph platform');
  for (const folder of Object.keys(declared.platform)) lines.push(`    ${folder}`);
  lines.push('  end');
  for (const feature of features) {
    for (const dep of [...(declared.features[feature] ?? [])].sort()) {
      lines.push(`  ${feature} --> ${dep}`);
    }
  }
  for (const [folder, deps] of Object.entries(declared.platform)) {
    for (const dep of deps) lines.push(`  ${folder} --> ${dep}`);
  }
  lines.push('  features -.-> platform', '```');
  return lines.join('\n');
}

/** The page's text with `diagram` between its two marker lines. */
export function withDiagram(text: string, diagram: string): string {
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error('the page has no module-map markers');
  return `${text.slice(0, from + begin.length)}\n\n${diagram}\n\n${text.slice(to)}`;
}

/**
 * What is wrong with the diagram in the page (docs/architecture.md by default) against the list
 * (modules.json by default): nothing, or that it is not current.
 */
export function check(declared: Declared = readDeclared(), page = architecture): string[] {
  const current = readFileSync(page, 'utf8');
  if (withDiagram(current, mermaidOf(declared)) === current) return [];
  return [
    `${path.basename(page)}: the module map is not current (node --import tsx scripts/module-map.ts --write)`,
  ];
}

function main() {
  const declared = readDeclared();
  const imports = readImports();
  const figures = graphFigures(imports);
  const breaks = imports
    .map((edge) => ({ edge, why: violationOf(edge, declared) }))
    .filter((v) => v.why !== null);
  console.log(
    [
      `modules ${figures.modules} (features ${figures.features})`,
      `module edges ${figures.moduleEdges}`,
      `features importing features ${figures.featuresImportingFeatures}`,
      `imports across features ${figures.crossFeatureImports} (${figures.featureEdges} feature edges)`,
      `cycles ${figures.cycles.length}`,
      ...figures.cycles.map((cycle) => `  ${cycle.join(' -> ')}`),
      `rule breaks ${breaks.length}`,
      ...breaks.map((b) => `  ${b.edge.file} -> ${b.edge.specifier}: ${b.why}`),
    ].join('\n'),
  );
  if (process.argv.includes('--write')) {
    const current = readFileSync(architecture, 'utf8');
    writeFileSync(architecture, withDiagram(current, mermaidOf(declared)));
    console.log(`wrote the diagram into ${path.relative(process.cwd(), architecture)}`);
  } else if (process.argv.includes('--check')) {
    const problems = check(declared);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
  }
}

// Run as a script (not when a test imports it).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main();
}
