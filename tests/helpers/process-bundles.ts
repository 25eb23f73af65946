/**
 * The production server (src/server.ts) and the operator CLI (scripts/manage.ts) bundled for the tests that start
 * them as child processes, so each start is plain node on one ES module instead of `node --import tsx`, which
 * transpiles every source file again at every start. The CLI, restore and lock tests start dozens of processes:
 * that transpiling was most of their time.
 *
 * The bundles are made the way the build makes the server's (integrations/server-bundle.ts: same packages inlined,
 * the rest resolved from node_modules at run time), under node_modules/.cache so that run-time resolution finds the
 * project's packages. They are kept under a name made from every source they can include (src/, scripts/, the
 * bundler and the lockfile): an edit makes a new pair, and test files running in separate processes share one.
 *
 *   const { command, args } = await processCommand('manage', ['create-user', ...]);
 *   spawn(command, args, { cwd: root, env });
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../integrations/server-bundle';

const root = process.cwd();
const cache = path.join(root, 'node_modules', '.cache', 'fitgroup-process-bundles');
const ENTRIES = { server: 'src/server.ts', manage: 'scripts/manage.ts' } as const;
export type BundledProcess = keyof typeof ENTRIES;

let folder: Promise<string> | null = null;

/** `node` and its arguments to start `name` with `args`, as `npm start` / `npm run manage -- …args` would. */
export async function processCommand(
  name: BundledProcess,
  args: string[] = [],
): Promise<{ command: string; args: string[] }> {
  folder ??= loadOrMake();
  const bundle = path.join(await folder, name, `${name}.mjs`);
  // Stack traces in a failing test's output name src/ files and lines, as the tsx start did.
  return { command: process.execPath, args: ['--enable-source-maps', bundle, ...args] };
}

async function loadOrMake(): Promise<string> {
  const done = path.join(cache, sourcesKey());
  if (existsSync(done)) return done;
  // Files running at once may each make it: the first rename wins and the others use its folder.
  const partial = `${done}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  await Promise.all(
    Object.entries(ENTRIES).map(([name, entry]) =>
      bundleServer(path.join(root, entry), path.join(partial, name, `${name}.mjs`)),
    ),
  );
  try {
    renameSync(partial, done);
  } catch (err) {
    if (!existsSync(done)) throw err;
    rmSync(partial, { recursive: true, force: true });
  }
  return done;
}

function sourcesKey(): string {
  const hash = createHash('sha256');
  const files = ['src', 'scripts']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true }).map((name) => path.join(dir, String(name))),
    )
    .concat('integrations/server-bundle.ts', 'package-lock.json')
    .sort();
  for (const file of files) {
    const full = path.join(root, file);
    // Folders are in the list too; their files are listed themselves.
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
