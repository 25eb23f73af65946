import { PAGING_HEADERS, type PageCursor } from '../../lib/contracts/community';

/**
 * The paging headers of a list (see the community contract): X-Has-More, and while older posts exist,
 * X-Next-Before and a Link rel="next" to the same URL with `before` moved on.
 */
export function pagingHeaders(url: string, cursor: PageCursor): Record<string, string> {
  const headers: Record<string, string> = { [PAGING_HEADERS.hasMore]: String(cursor.hasMore) };
  if (cursor.nextBefore !== null) {
    const next = new URL(url);
    next.searchParams.set('before', String(cursor.nextBefore));
    headers[PAGING_HEADERS.nextBefore] = String(cursor.nextBefore);
    headers['Link'] = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}
