import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The module Vite's build imports where a script fetches another (`import()`), as Vite names it. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * A smaller stand-in for Vite's preload helper, which every page that fetches code on demand loads. A script that
 * fetches a chunk on demand (`import()`) also announces the chunk's own imports (`<link rel="modulepreload">`), so
 * the browser fetches them side by side instead of one after another; each once per page. Vite's helper also loads
 * the stylesheets of such chunks, reads a CSP nonce and reports failures as `vite:preloadError`: this site's chunks
 * bring no stylesheet (Tailwind's is one file, in the page), its policy allows scripts by origin and hash, and a
 * chunk that cannot be fetched fails its `import()`, which lib/on-demand.ts reads.
 */
const HELPER = `const announced = new Set();
export function __vitePreload(load, deps) {
  for (const dep of deps || []) {
    if (announced.has(dep)) continue;
    announced.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.appendChild(link);
  }
  return load();
}
`;

/** The chunks `fileName` imports statically, at any depth: all loaded before its code runs. */
function staticImports(fileName: string, bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const pending = [fileName];
  while (pending.length > 0) {
    const output = bundle[pending.pop()!];
    if (output?.type !== 'chunk') continue;
    for (const imported of output.imports) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      pending.push(imported);
    }
  }
  return loaded;
}

/**
 * Vite lists with each `import()` every chunk the fetched one imports, those the importing chunk has already loaded
 * (the shell, the islands' shared code, React...) too: the list's file names, in the importing script, weigh more
 * than the code around them on the pages that fetch dialogs on a click. The list keeps what the importer has not
 * loaded; what it dropped is in the page already, so the browser fetches the same scripts, side by side, as before.
 */
export function modulePreload(): Plugin {
  let bundle: OutputBundle = {};
  const cache = new Map<string, Set<string>>();
  return {
    name: 'fitgroup:module-preload',
    apply: 'build',
    enforce: 'pre',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            resolveDependencies(_fetched, deps, { hostId }) {
              let loaded = cache.get(hostId);
              if (!loaded) cache.set(hostId, (loaded = staticImports(hostId, bundle)));
              return deps.filter((dep) => !loaded.has(dep));
            },
          },
        },
      };
    },
    load(id) {
      return id === PRELOAD_HELPER && this.environment.name === 'client' ? HELPER : null;
    },
    // Vite writes the lists in its own generateBundle, after this one: the chunks' imports are known by then.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        if (this.environment.name !== 'client') return;
        bundle = output;
        cache.clear();
      },
    },
  };
}
