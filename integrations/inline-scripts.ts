import { readFile } from 'node:fs/promises';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/**
 * The layout's inline scripts (src/layouts/*.inline.js, imported with `?raw`) minified at build time: they come in
 * every page's HTML, where no bundler sees them, and their readable source (names, indentation) would be sent as
 * written. What the layout hashes for the Content-Security-Policy is the minified text, the one it writes.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'fitgroup:inline-scripts',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'raw' || !file?.endsWith('.inline.js')) return null;
      this.addWatchFile(file);
      const { code, errors } = minifySync(file, await readFile(file, 'utf8'));
      if (errors.length > 0) this.error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
