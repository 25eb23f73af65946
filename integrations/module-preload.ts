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

export function modulePreload(): Plugin {
  return {
    name: 'fitgroup:module-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER && this.environment.name === 'client' ? HELPER : null;
    },
  };
}
