import { LRUCache } from 'lru-cache';

/**
 * Signed-in pages whose HTML depends on nothing but the path, the member's shell (name and role flags: the layout's
 * navUser), the language (issue 16) and the year in the footer: their content is loaded in the browser (the community feed). Rendering one
 * costs the whole of Astro's page pipeline; the same inputs always give the same bytes, so a rendered page is kept
 * and sent again while the inputs are the same. The middleware still checks the session on every request: only the
 * render is skipped, never the guard.
 *
 * A page belongs here only when its render reads nothing else (no database, no cookie but the language's, no query string): adding
 * one is a promise about its frontmatter and its components'.
 */
export const SHELL_ONLY_PAGES: ReadonlySet<string> = new Set(['/community', '/community/']);

/** A rendered page as sent: its bytes and its headers (Content-Type, the Content-Security-Policy with its hashes). */
export interface RenderedPage {
  body: Uint8Array<ArrayBuffer>;
  headers: Array<[string, string]>;
}

/** Pages kept at most: one per path and distinct shell, about 24 KB each. */
const MAX_PAGES = 200;

/** What a shell-only page's render depends on, as one key. */
export function shellPageKey(
  pathname: string,
  member: { fullName: string; hasPaid: boolean; isStaff: boolean } | null,
  locale: string,
): string {
  const shell = member ? [member.fullName, member.hasPaid, member.isStaff] : null;
  return `${new Date().getFullYear()} ${locale} ${pathname} ${JSON.stringify(shell)}`;
}

/** A bounded LRU of rendered shell-only pages. */
export class RenderedPages {
  private readonly pages: LRUCache<string, RenderedPage>;

  constructor(max = MAX_PAGES) {
    this.pages = new LRUCache({ max });
  }

  get(key: string): RenderedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Keeps a 200 text/html answer that sets no cookie, read whole; answers what to send instead of `response`
   * (its body has been read), or `response` itself when it is not kept.
   */
  async keep(key: string, response: Response): Promise<Response> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) return response;
    const page: RenderedPage = { body: new Uint8Array(await response.arrayBuffer()), headers: [...response.headers] };
    this.pages.set(key, page);
    return responseOf(page);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** A fresh Response of a kept page (its headers may be changed by whoever sends it). */
export function responseOf(page: RenderedPage): Response {
  return new Response(page.body, { status: 200, headers: page.headers });
}
