// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// ASTRO_OUT_DIR lets parallel e2e runs build side by side; the default is ./dist.
const outDir = process.env.ASTRO_OUT_DIR || './dist';

export default defineConfig({
  output: 'server',
  outDir,
  adapter: node({ mode: 'middleware', bodySizeLimit: 60 * 1024 * 1024 }),
  integrations: [react()],
  session: false,
  trailingSlash: 'ignore',
  compressHTML: true,
  // The API and the media route are served by src/server.ts before Astro sees the request;
  // pages themselves never take form posts, so Astro's origin check stays on for them.
  vite: {
    plugins: [tailwindcss()],
    optimizeDeps: { include: ['nanostores', '@nanostores/react', 'compressorjs', 'universal-cookie'] },
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer', 'heic-convert'] },
  },
});
