/**
 * Which of the build's files the service worker fetches when it installs (integrations/service-worker.ts makes the
 * list at build time; the worker gets it inlined). Every hashed file under /_astro/ is precached, so every page's
 * scripts and their on-demand chunks (the day dialog, the week editor, the picture pipeline) open offline, except
 * the few too large to fetch ahead for every member: those are kept once a page has used them (the worker's asset
 * cache).
 */
import { ASSET_PREFIX } from './cache-names';

/** A file of the client build: its URL path and size on disk. */
export interface BuildFile {
  path: string;
  bytes: number;
}

/**
 * Larger than this, a file is not fetched ahead: the worker's install would otherwise compete with the page that
 * registered it for the phone's network and CPU (the browser compiles each precached script), for files a logging
 * member never needs offline. Today that leaves out the password scorer (choosing a password needs the network anyway)
 * and the HEIC decoder (needed only to convert an iPhone picture on a desktop browser).
 */
export const PRECACHE_MAX_BYTES = 300_000;

/** What the worker knows of its build: the files it precaches and every hashed file of the build. */
export interface BuildFiles {
  precache: string[];
  assets: string[];
}

/** A file the server sends only as a sibling of another (the precompressed copies) or that no page loads. */
const notServedAlone = (path: string) => /\.(br|gz|map)$/.test(path);

/** The build's hashed files, sorted (the same build always gives the same worker, so browsers see no update). */
export function buildFilesOf(files: readonly BuildFile[], maxBytes = PRECACHE_MAX_BYTES): BuildFiles {
  const assets = files.filter((f) => f.path.startsWith(ASSET_PREFIX) && !notServedAlone(f.path));
  const sorted = (list: BuildFile[]) => list.map((f) => f.path).sort();
  return { precache: sorted(assets.filter((f) => f.bytes <= maxBytes)), assets: sorted(assets) };
}
