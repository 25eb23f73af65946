// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { astroCsp } from './src/lib/content-security-policy.ts';
import { precompress } from './integrations/precompress.ts';
import { pwaIcons } from './integrations/pwa-icons.ts';
import { serverBundle } from './integrations/server-bundle.ts';
import { inlineScripts } from './integrations/inline-scripts.ts';
import { modulePreload } from './integrations/module-preload.ts';
import { scriptChunks } from './integrations/script-chunks.ts';
import { serviceWorker } from './integrations/service-worker.ts';

/**
 * Content-Security-Policy with hashes of Astro's inline scripts (see src/lib/content-security-policy.ts), for
 * builds only: `astro dev` cannot hash its scripts (Vite's client, unbundled islands, injected <style>s) and would
 * send a policy that blocks them.
 */
function buildOnlyCsp() {
  return /** @type {import('astro').AstroIntegration} */ ({
    name: 'fitgroup:csp',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ security: { csp: astroCsp(process.env.PUBLIC_API_BASE) } });
      },
    },
  });
}

// ASTRO_OUT_DIR lets parallel e2e runs build side by side; the default is ./dist.
const outDir = process.env.ASTRO_OUT_DIR || './dist';

export default defineConfig({
  output: 'server',
  outDir,
  // staticHeaders: the CSP of prerendered pages goes to <outDir>/_headers.json (src/server.ts sends it as a header)
  // instead of a <meta>, where frame-ancestors would be ignored. On-demand pages get it as a header from Astro.
  adapter: node({ mode: 'middleware', bodySizeLimit: 60 * 1024 * 1024, staticHeaders: true }),
  // precompress: .br and .gz siblings of the client build's text files (integrations/precompress.ts);
  // serverBundle: src/server.ts bundled into <outDir>/server/fitgroup.mjs for npm start (integrations/server-bundle.ts);
  // pwaIcons: the web manifest and its PNG icons from public/favicon.svg (integrations/pwa-icons.ts), written
  // before precompress runs; serviceWorker: <outDir>/client/sw.js from src/sw/ (integrations/service-worker.ts), also
  // before precompress.
  integrations: [react(), buildOnlyCsp(), pwaIcons(), serviceWorker(), precompress(), serverBundle()],
  session: false,
  trailingSlash: 'ignore',
  compressHTML: true,
  // The API and the media route are served by src/server.ts before Astro sees the request;
  // pages themselves never take form posts, so Astro's origin check stays on for them.
  vite: {
    // scriptChunks: fewer, larger scripts for the code pages share (integrations/script-chunks.ts); inlineScripts:
    // the layout's inline scripts minified (integrations/inline-scripts.ts).
    plugins: [tailwindcss(), scriptChunks(), inlineScripts(), modulePreload()],
    // No script is inlined into a page: an inline script under the CSP is hashed by Astro on every request (a tenth
    // of a signed-in page's server time); as a file it is hashed once, at build time, and cached by the browser.
    build: { assetsInlineLimit: 0 },
    // heic-to's default build compiles functions at run time (new Function, in its decoder worker), which the CSP
    // refuses ('unsafe-eval'); its csp build is the same decoder without eval (WebAssembly translated to JS).
    resolve: { alias: [{ find: /^heic-to$/, replacement: 'heic-to/csp' }] },
    optimizeDeps: { include: ['nanostores', '@nanostores/react', 'compressorjs'] },
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer', 'heic-convert'] },
  },
});
