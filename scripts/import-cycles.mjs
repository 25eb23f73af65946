// Lists the import circles among the project's own modules (src/, integrations/, scripts/, astro.config.mjs),
// type-only imports included: `node scripts/import-cycles.mjs` prints each circle and exits 1 when there is one.
// Also answers whether build integrations reach src/server (they must not) with `--integrations`.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'integrations', 'scripts', 'astro.config.mjs'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.astro'];
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function files(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return EXTENSIONS.includes(path.extname(entry)) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(entry, name))));
}

function resolve(from, spec) {
  const base = path.join(path.dirname(from), spec);
  const stem = base.replace(/\.(ts|tsx|mjs|js)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const graph = new Map();
for (const file of ROOTS.flatMap(files)) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target) targets.add(target);
  }
  graph.set(file, targets);
}

if (process.argv.includes('--integrations')) {
  const reached = new Set();
  const walk = (f) => {
    if (reached.has(f)) return;
    reached.add(f);
    for (const t of graph.get(f) ?? []) walk(t);
  };
  [...graph.keys()].filter((f) => f.startsWith('integrations') || f === 'astro.config.mjs').forEach(walk);
  const server = [...reached].filter((f) => f.startsWith(path.join('src', 'server')));
  console.log(
    server.length
      ? `build integrations reach src/server:\n  ${server.join('\n  ')}`
      : 'build integrations reach nothing of src/server',
  );
  process.exit(server.length ? 1 : 0);
}

// Tarjan's strongly connected components: every component of more than one module is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!state.has(v)) connect(v);
for (const circle of circles) console.log(`circle: ${circle.join(' <-> ')}`);
console.log(`${graph.size} modules, ${circles.length} import circles`);
process.exit(circles.length ? 1 : 0);
