import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The browser build's scripts as integrations/script-chunks.ts groups them. Its groups take modules out of Rolldown's
 * own order (includeDependenciesRecursively: false), which is sound only while no two scripts import each other,
 * directly or round about: then every script's imports run before it, as written. This reads the built scripts'
 * static imports and looks for a cycle.
 */

const ASSETS = path.join(process.env['ASTRO_OUT_DIR'] || 'dist', 'client', '_astro');

/** Each script's static imports (`import{a}from"./x.js"`, `import"./x.js"`), by file name. */
function staticImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    const imports = [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1]!,
    );
    graph.set(file, imports);
  }
  return graph;
}

/** A cycle of imports as a list of files (first = last), or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

test('the shared scripts exist and are imported by the pages’ scripts', () => {
  const graph = staticImports();
  const imported = new Set([...graph.values()].flat());
  for (const group of ['shell', 'islands', 'limits']) {
    expect(
      [...imported].some((file) => file.startsWith(`${group}.`)),
      `a ${group}.*.js imported by another script`,
    ).toBe(true);
  }
});

test('no two built scripts import each other, directly or round about', () => {
  const graph = staticImports();
  expect(graph.size).toBeGreaterThan(20);
  expect(findCycle(graph)).toBeNull();
});

test('the cycle check finds a cycle where there is one', () => {
  const graph = new Map([
    ['a.js', ['b.js']],
    ['b.js', ['c.js']],
    ['c.js', ['a.js']],
  ]);
  expect(findCycle(graph)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
});
