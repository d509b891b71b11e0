// The module map in docs/architecture.md is the one packages/server/modules.json gives (issue 45):
// a change of the list without `node --import tsx scripts/module-map.ts --write` fails here.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDeclared } from '../packages/server/src/moduleGraph';
import { architecture, check, mermaidOf, withDiagram } from './module-map';

describe('the module map in docs/architecture.md', () => {
  it('is the diagram of modules.json', () => {
    expect(check()).toEqual([]);
  });

  it('is stale once the list changes (a use added, a feature added)', () => {
    // A page current for today's list, whatever the docs hold.
    const page = path.join(mkdtempSync(path.join(tmpdir(), 'module-map-')), 'architecture.md');
    const declared = readDeclared();
    writeFileSync(page, withDiagram(readFileSync(architecture, 'utf8'), mermaidOf(declared)));
    expect(check(declared, page)).toEqual([]);
    // Names no list holds, so the change is one whatever modules.json says today.
    const withUse = { ...declared, features: { ...declared.features, audit: ['zzProbe'] } };
    expect(check(withUse, page)).toEqual([
      'architecture.md: the module map is not current (node --import tsx scripts/module-map.ts --write)',
    ]);
    const withFeature = { ...declared, features: { ...declared.features, zzProbe: [] } };
    expect(check(withFeature, page)).toHaveLength(1);
  });

  it('draws every declared use as an arrow', () => {
    const diagram = mermaidOf({
      platform: { db: [], lib: ['db'] },
      features: { b: [], a: ['b'] },
    });
    expect(diagram.split('\n')).toEqual([
      '```mermaid',
      'flowchart TD',
      '  subgraph features',
      '    a',
      '    b',
      '  end',
      '  subgraph platform',
      '    db',
      '    lib',
      '  end',
      '  a --> b',
      '  lib --> db',
      '  features -.-> platform',
      '```',
    ]);
  });
});
