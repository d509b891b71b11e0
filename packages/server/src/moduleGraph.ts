// The server's import graph at the level of modules (issue 45, decision 175): read with the
// TypeScript compiler's own pre-processor, so what counts as an import is what tsc sees (import,
// import type, export-from, import()). Used by moduleGraph.test.ts (no cycles, only declared
// dependencies, only through public.ts) and by scripts/module-map.ts (figures and the diagram).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const serverSource = path.resolve(import.meta.dirname);

/** One relative import of one file: where it is and what it lands on. */
export interface ImportEdge {
  /** Path of the importing file, relative to packages/server/src, with forward slashes. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to, relative to packages/server/src; null when it leaves the folder. */
  target: string | null;
  from: string;
  to: string | null;
}

/**
 * The module a source file belongs to: a feature's folder name for features/<name>/..., the
 * platform folder's name for lib/, db/, queue/, plugins/, seed/, ops/ and search/, and the file's
 * own name for a file at the top (app, main, config ...: each is its own node, so that a feature
 * using config.ts does not meet app.ts composing it).
 */
export function moduleOf(relativeFile: string): string {
  const [top = '', second = '', ...rest] = relativeFile.split('/');
  if (top === 'features' && rest.length > 0) return second;
  if (second !== '') return top;
  return top.replace(/\.(test\.)?ts$/, '');
}

/** Whether a module name is a feature (a folder under features/). */
export function isFeatureFile(relativeFile: string): boolean {
  return relativeFile.startsWith('features/') && relativeFile.split('/').length > 2;
}

/** Platform folders: shared by features, never importing one (decision 175). */
export const platformModules = ['lib', 'db', 'queue', 'plugins'] as const;

/** Every .ts file under `directory` (declaration files left out), as absolute paths. */
export function sourceFiles(directory: string, found: string[] = []): string[] {
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function resolveFile(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this spelling; the next one may be the file.
    }
  }
  return null;
}

const posix = (file: string) => file.split(path.sep).join('/');

/** Every relative import of every .ts file under `root` (packages/server/src by default). */
export function readImports(root = serverSource): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const full of sourceFiles(root)) {
    const file = posix(path.relative(root, full));
    const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveFile(full, specifier);
      const inside = resolved && !path.relative(root, resolved).startsWith('..');
      const target = inside ? posix(path.relative(root, resolved)) : null;
      edges.push({
        file,
        specifier,
        target,
        from: moduleOf(file),
        to: target ? moduleOf(target) : null,
      });
    }
  }
  return edges.sort(
    (a, b) => a.file.localeCompare(b.file) || a.specifier.localeCompare(b.specifier),
  );
}

/** Module-to-module edges (a module's imports of itself left out), with how many imports each. */
export function moduleEdges(imports: ImportEdge[]): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const edge of imports) {
    const targets = graph.get(edge.from) ?? new Map<string, number>();
    graph.set(edge.from, targets);
    if (edge.to === null || edge.to === edge.from) continue;
    targets.set(edge.to, (targets.get(edge.to) ?? 0) + 1);
  }
  for (const edge of imports) if (edge.to && !graph.has(edge.to)) graph.set(edge.to, new Map());
  return graph;
}

/**
 * Every elementary cycle of a graph, each as its list of nodes starting at its smallest name
 * (so each cycle is listed once). The server's graph is a few dozen nodes: a depth-first walk from
 * each node through larger names only is enough.
 */
export function elementaryCycles(graph: Map<string, Iterable<string>>): string[][] {
  const cycles: string[][] = [];
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    const walk = (node: string, trail: string[], onTrail: Set<string>) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) cycles.push([...trail]);
        else if (next > start && !onTrail.has(next)) {
          onTrail.add(next);
          walk(next, [...trail, next], onTrail);
          onTrail.delete(next);
        }
      }
    };
    walk(start, [start], new Set([start]));
  }
  return cycles;
}

/** The graph's figures: modules, module edges, import statements across modules, cycles. */
export function graphFigures(imports: ImportEdge[]) {
  const graph = moduleEdges(imports);
  const features = new Set(imports.filter((edge) => isFeatureFile(edge.file)).map((e) => e.from));
  const crossFeature = imports.filter(
    (edge) =>
      edge.target &&
      isFeatureFile(edge.file) &&
      isFeatureFile(edge.target) &&
      edge.to !== edge.from,
  );
  const featureEdges = new Set(crossFeature.map((edge) => `${edge.from}->${edge.to}`));
  const adjacency = new Map([...graph].map(([node, targets]) => [node, [...targets.keys()]]));
  return {
    modules: graph.size,
    features: features.size,
    featuresImportingFeatures: new Set(crossFeature.map((edge) => edge.from)).size,
    crossFeatureImports: crossFeature.length,
    featureEdges: featureEdges.size,
    moduleEdges: [...graph.values()].reduce((sum, targets) => sum + targets.size, 0),
    cycles: elementaryCycles(adjacency),
  };
}

/** modules.json: which platform folder and which feature may use which (decision 175). */
export interface Declared {
  platform: Record<string, string[]>;
  features: Record<string, string[]>;
}

export function readDeclared(): Declared {
  return JSON.parse(
    readFileSync(path.join(serverSource, '..', 'modules.json'), 'utf8'),
  ) as Declared;
}

const platform = new Set<string>(platformModules);

/** What is wrong with one import under the rules, or null. */
export function violationOf(edge: ImportEdge, rules: Declared): string | null {
  if (!edge.target || edge.to === null || edge.to === edge.from) return null;
  const to = edge.to;
  const targetIsFeature = isFeatureFile(edge.target);
  if (platform.has(edge.from)) {
    if (targetIsFeature) return `the platform folder ${edge.from} imports the ${edge.to} feature`;
    if (platform.has(to) && !rules.platform[edge.from]?.includes(to)) {
      return `${edge.from} may not use ${edge.to} (modules.json "platform")`;
    }
    return null;
  }
  if (!targetIsFeature) return null;
  if (!edge.target.endsWith('/public.ts')) {
    return `imports ${edge.to}'s ${edge.target.split('/').slice(2).join('/')}, not its public.ts`;
  }
  if (isFeatureFile(edge.file) && !rules.features[edge.from]?.includes(to)) {
    return `${edge.from} may not use ${edge.to} (modules.json "features")`;
  }
  return null;
}
