import { feedPage, type PostsPage } from './paging';

/**
 * The feed's first page, asked for by /community's own small script as soon as the document is parsed, in parallel
 * with React's download instead of after it (the island needs React to load, start and mount before it could ask).
 * The feed's store takes it once; a retry or a later load asks again. Kept apart from the store so the page's early
 * script carries no data layer.
 */
let early: Promise<PostsPage> | null = null;
let taken = false;

/** Asks for the first page now, unless the store already did. */
export function requestFirstPage(): void {
  if (taken || early !== null) return;
  early = feedPage();
  // Kept for the store, which reports a failure; an unhandled rejection here would only be noise.
  early.catch(() => undefined);
}

/** The first page: the one asked for early when there is one, else a fresh request. */
export function takeFirstPage(): Promise<PostsPage> {
  const page = early ?? feedPage();
  early = null;
  taken = true;
  return page;
}
