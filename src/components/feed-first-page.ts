import { community, type Page } from '../lib/client/community';
import type { PostJson } from '../lib/contracts/community';

/**
 * The feed's first page, asked for by /community's own small script as soon as the document is parsed, in parallel
 * with React's download instead of after it (the island needs React to load, start and mount before it could ask).
 * The island takes it once; a retry or a later load asks again.
 */
let early: Promise<Page<PostJson>> | null = null;
let taken = false;

/** Asks for the first page now, unless the island already did. */
export function requestFirstPage(): void {
  if (taken || early) return;
  early = community.feed();
  // Kept for the island, which reports a failure; an unhandled rejection here would only be noise.
  early.catch(() => undefined);
}

/** The first page: the one asked for early when there is one, else a fresh request. */
export function takeFirstPage(): Promise<Page<PostJson>> {
  const page = early ?? community.feed();
  early = null;
  taken = true;
  return page;
}
