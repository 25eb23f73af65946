import { createHash } from 'node:crypto';
import source from './first-paint.inline.js?raw';

/**
 * The inline script AppLayout writes right after the top bar (first-paint.inline.js, minified by the build:
 * integrations/inline-scripts.ts; where no build runs, as under the unit tests, without its comments and indentation),
 * and its CSP hash. The pages' Content-Security-Policy allows no inline script it has not hashed:
 * the layout adds this hash with Astro.csp.insertScriptHash, so the policy allows exactly this text.
 */
export const FIRST_PAINT_SCRIPT = source
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

export const FIRST_PAINT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}`;
