// The server's module rules (issue 45, decision 175), checked over its real import graph: no
// cycle between modules, features use each other only through public.ts and only as
// modules.json declares, platform folders never use a feature, and the baseline of exceptions
// only shrinks. ESLint's server/module-boundaries rule (eslint.config.js) says the same in the
// editor; this test is what CI cannot skip.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  elementaryCycles,
  moduleEdges,
  moduleOf,
  readDeclared,
  readImports,
  serverSource,
  violationOf,
  type Declared,
  type ImportEdge,
} from './moduleGraph';

interface Baseline {
  exceptions: Array<{ file: string; import: string; reason: string }>;
}

const serverRoot = path.resolve(serverSource, '..');
const declared = readDeclared();
const baseline = JSON.parse(
  readFileSync(path.join(serverRoot, 'modules.baseline.json'), 'utf8'),
) as Baseline;

/** How many exceptions the baseline may hold; lower it as entries go, never raise it. */
const BASELINE_CEILING = 0;

const imports = readImports();
const violations = imports
  .map((edge) => ({ edge, why: violationOf(edge, declared) }))
  .filter((v): v is { edge: ImportEdge; why: string } => v.why !== null);
const keyOf = (file: string, specifier: string) => `${file} -> ${specifier}`;

describe('the server modules', () => {
  it('declares every feature folder, and only those', () => {
    const folders = readdirSync(path.join(serverSource, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(declared.features).sort()).toEqual(folders);
    for (const deps of Object.values(declared.features)) {
      for (const dep of deps) expect(folders).toContain(dep);
    }
  });

  it('declares an acyclic list', () => {
    const graph = new Map<string, string[]>([
      ...Object.entries(declared.features),
      ...Object.entries(declared.platform),
    ]);
    expect(elementaryCycles(graph)).toEqual([]);
  });

  it('has no cycle between modules in its imports', () => {
    const graph = moduleEdges(imports);
    const adjacency = new Map([...graph].map(([node, targets]) => [node, [...targets.keys()]]));
    expect(elementaryCycles(adjacency).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('gives every feature a public.ts', () => {
    for (const feature of Object.keys(declared.features)) {
      expect(imports.some((edge) => edge.file === `features/${feature}/public.ts`)).toBe(true);
    }
  });

  it('breaks no module rule beyond the baseline, and the baseline only shrinks', () => {
    const allowed = new Set(baseline.exceptions.map((e) => keyOf(e.file, e.import)));
    const found = new Set(violations.map((v) => keyOf(v.edge.file, v.edge.specifier)));
    const unexpected = violations
      .filter((v) => !allowed.has(keyOf(v.edge.file, v.edge.specifier)))
      .map((v) => `${keyOf(v.edge.file, v.edge.specifier)}: ${v.why}`);
    expect(unexpected).toEqual([]);
    // An exception that no longer happens is deleted from the baseline.
    expect([...allowed].filter((key) => !found.has(key))).toEqual([]);
    for (const exception of baseline.exceptions) expect(exception.reason.trim()).not.toBe('');
    expect(baseline.exceptions.length).toBeLessThanOrEqual(BASELINE_CEILING);
  });
});

describe('the graph walker', () => {
  it('finds each elementary cycle once', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['d', ['d2']],
      ['d2', []],
    ]);
    expect(elementaryCycles(graph)).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b'],
    ]);
  });

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const files = new Set(imports.map((edge) => edge.file));
    expect(files.has('app.ts')).toBe(true);
    // app.ts composes: it imports features through their public.ts.
    expect(
      imports.some((edge) => edge.file === 'app.ts' && edge.target === 'features/jobs/public.ts'),
    ).toBe(true);
    // public.ts files are re-exports only.
    expect(imports.some((edge) => edge.file === 'features/jobs/public.ts')).toBe(true);
  });

  it('judges an import of another feature by the rules', () => {
    const edge = (file: string, target: string): ImportEdge => ({
      file,
      specifier: '',
      target,
      from: moduleOf(file),
      to: moduleOf(target),
    });
    const rules: Declared = { platform: { lib: ['db'], db: [] }, features: { a: ['b'], b: [] } };
    expect(violationOf(edge('features/a/x.ts', 'features/b/public.ts'), rules)).toBeNull();
    expect(violationOf(edge('features/a/x.ts', 'features/b/repository.ts'), rules)).toMatch(
      /not its public\.ts/,
    );
    expect(violationOf(edge('features/b/x.ts', 'features/a/public.ts'), rules)).toMatch(
      /b may not use a/,
    );
    expect(violationOf(edge('lib/x.ts', 'features/a/public.ts'), rules)).toMatch(/platform/);
    expect(violationOf(edge('db/x.ts', 'lib/y.ts'), rules)).toMatch(/db may not use lib/);
    expect(violationOf(edge('lib/x.ts', 'db/y.ts'), rules)).toBeNull();
  });
});
