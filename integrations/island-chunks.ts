import type { Plugin } from 'vite';

/**
 * How the browser build splits the islands' code, for fewer and better-compressed scripts on a signed-in page.
 *
 * Rolldown's default makes one chunk per set of entries that import a module, and the islands share their code in
 * many overlapping ways: a signed-in page loaded 30–35 scripts, most under 1 KB, each gzipped alone (its own header,
 * none of its neighbours' words). Two groups replace the smallest of them:
 * - `islands`: what most islands load at once (the shell's text, the session, the API's messages, the shared
 *   components). A module goes there when at least ISLANDS_SHARING of the island entries (src/islands/*, and React's
 *   renderer) reach it by static imports and no other entry does, so the plain-Astro pages (home, sign-in, sign-up)
 *   load none of it. Code that fewer islands share, and code fetched on a click, keeps Rolldown's own chunks.
 * - `limits`: the contracts' zod-free limits (contracts/*-limits.ts), a few hundred bytes that islands read on load.
 *
 * Measured with tests/e2e/page-weight.spec.ts (gzip bytes per page): about 0.8 KB and 5 scripts less on each
 * signed-in page; a threshold of 3 islands put most of every island's code in one chunk (about 10 KB more a page).
 *
 * A captured module's own imports are not pulled in with it (includeDependenciesRecursively: false). That cannot
 * create a cycle between chunks: a module reached by a plain page is never captured, and neither are its imports.
 */
const ISLAND_ENTRY = /\/src\/islands\/[^/]+\.tsx$|\/@astrojs\/react\/dist\/client\.js$/;
const ISLANDS_SHARING = 8;

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** Whether ISLANDS_SHARING island entries, and no other entry, reach `id` through static imports. */
function sharedByIslands(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>();
  const pending = [id];
  let islands = 0;
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) {
      if (!ISLAND_ENTRY.test(current)) return false;
      islands += 1;
    }
    pending.push(...info.importers);
  }
  return islands >= ISLANDS_SHARING;
}

export function islandChunks(): Plugin {
  return {
    name: 'fitgroup:island-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Required with includeDependenciesRecursively: false. Islands keep their exports (Astro imports each
            // island's default export); a chunk may export more than its entry declared.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'limits', test: /\/src\/lib\/contracts\/[^/]+-limits\.ts$/ },
                  { name: (id: string, graph: ModuleGraph) => (sharedByIslands(id, graph) ? 'islands' : null) },
                ],
              },
            },
          },
        },
      };
    },
  };
}
