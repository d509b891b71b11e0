// The server's module map (issue 45): `node --import tsx scripts/module-map.ts` prints the import
// graph's figures (modules, edges, cycles, imports across features) and the rule breaks;
// `--write` also writes the declared list of packages/server/modules.json as a Mermaid diagram
// into docs/architecture.md, between its two marker lines. `--check` exits 1 when that diagram is
// not the one the list gives.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  graphFigures,
  readDeclared,
  readImports,
  violationOf,
  type Declared,
} from '../packages/server/src/moduleGraph';

const architecture = path.resolve(import.meta.dirname, '../docs/architecture.md');
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

function withDiagram(text: string, diagram: string): string {
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${architecture} has no module-map markers`);
  return `${text.slice(0, from + begin.length)}\n\n${diagram}\n\n${text.slice(to)}`;
}

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

const current = readFileSync(architecture, 'utf8');
const wanted = withDiagram(current, mermaidOf(declared));
if (process.argv.includes('--write')) {
  writeFileSync(architecture, wanted);
  console.log(`wrote the diagram into ${path.relative(process.cwd(), architecture)}`);
} else if (process.argv.includes('--check') && wanted !== current) {
  console.error(
    'docs/architecture.md: the module map is not current (scripts/module-map.ts --write)',
  );
  process.exit(1);
}
