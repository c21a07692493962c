import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as root from './index.ts';
import * as schemas from './schemas.ts';

// The package's entries by role, read from its own exports map, and the import graph each reaches
// (static, re-export and dynamic imports alike, as TypeScript's pre-processor lists them).
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const ENTRIES = Object.fromEntries(
  Object.entries(manifest.exports).map(([entry, file]) => [entry, path.join(PACKAGE_DIR, file)]),
);
const NODE_BUILTINS = new Set(builtinModules);

interface Graph {
  files: Set<string>;
  /** Bare specifiers (packages and `node:` modules) with the file that imports each. */
  packages: Map<string, string>;
}

const importsOf = new Map<string, string[]>();
function specifiersOf(file: string): string[] {
  let specs = importsOf.get(file);
  if (!specs) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    specs = info.importedFiles.map((imported) => imported.fileName);
    importsOf.set(file, specs);
  }
  return specs;
}

function graphOf(entryFile: string): Graph {
  const graph: Graph = { files: new Set(), packages: new Map() };
  const queue = [entryFile];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    for (const spec of specifiersOf(file)) {
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else if (!graph.packages.has(spec)) graph.packages.set(spec, file);
    }
  }
  return graph;
}

/** `zod`, `@opentelemetry/api`, `node:fs`, `pg/lib/x` → the package (or builtin) name. */
function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || NODE_BUILTINS.has(packageName(spec));

describe('package entries', () => {
  const rootGraph = graphOf(ENTRIES['.']!);

  it('the root entry reaches only zod: no node: module, server package or other entry', () => {
    expect([...rootGraph.packages.keys()].map(packageName)).toEqual(['zod']);
    const otherEntries = Object.values(ENTRIES).filter((file) => file !== ENTRIES['.']);
    for (const file of rootGraph.files) {
      const relative = path.relative(PACKAGE_DIR, file);
      expect(otherEntries, `the root entry reaches ${relative}`).not.toContain(file);
      expect(relative, 'the root entry reaches a Node-only folder').not.toMatch(
        /^src\/(server|testing|openapi)\//,
      );
      expect(readFileSync(file, 'utf8'), relative).not.toMatch(/\brequire\(|\bBuffer\b|process\.env/);
    }
  });

  it('no two entries import each other', () => {
    const graphs = Object.fromEntries(Object.entries(ENTRIES).map(([entry, file]) => [entry, graphOf(file)]));
    const uses = (a: string, b: string) => a !== b && graphs[a]!.files.has(ENTRIES[b]!);
    for (const a of Object.keys(ENTRIES)) {
      for (const b of Object.keys(ENTRIES)) {
        expect(uses(a, b) && uses(b, a), `'${a}' and '${b}' import each other`).toBe(false);
      }
    }
  });

  it('declares as dependencies exactly the packages the root entry reaches, the rest as peers', () => {
    const rootPackages = [...new Set([...rootGraph.packages.keys()].map(packageName))].sort();
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(rootPackages);
    const runtime = new Set<string>();
    for (const [entry, file] of Object.entries(ENTRIES)) {
      if (entry === '.' || entry.startsWith('./testing') || entry.includes('sweep')) continue;
      for (const spec of graphOf(file).packages.keys()) {
        if (!isNodeBuiltin(spec) && !spec.startsWith('@portal/')) runtime.add(packageName(spec));
      }
    }
    for (const name of runtime) {
      if (!rootPackages.includes(name)) expect(manifest.peerDependencies, name).toHaveProperty([name]);
    }
  });

  it('the root entry names every schema through schemas.ts, which the OpenAPI document reads', () => {
    const schemasOf = (entry: object) =>
      new Set(Object.values(entry).filter((value): value is z.ZodType => value instanceof z.ZodType));
    const fromRoot = schemasOf(root);
    const fromSchemas = schemasOf(schemas);
    expect([...fromRoot].filter((schema) => !fromSchemas.has(schema))).toEqual([]);
  });
});
