import { createHash } from 'node:crypto';
import source from './early-clicks.inline.js?raw';

/**
 * The inline script AppLayout writes in the head (early-clicks.inline.js, minified by the build as the first-paint
 * script is; without its comments and indentation where no build runs), and its CSP hash, which the layout adds with
 * Astro.csp.insertScriptHash (as for the first-paint script).
 */
export const EARLY_CLICKS_SCRIPT = source
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

export const EARLY_CLICKS_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}`;
