import { vi } from 'vitest';

/** One call the browser code made, as the fake API saw it. */
export interface ApiCall {
  url: string;
  method: string;
  /** The Authorization header, null without one. */
  authorization: string | null;
  /** A JSON body parsed, a form as its entries (a file as `file:<name>`), undefined without a body. */
  body: unknown;
}

function bodyOf(body: RequestInit['body']): unknown {
  if (body instanceof FormData) {
    return Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
  }
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * Stands in for the API behind `fetch`: answers the calls in order with [status, body] (a null body: none) and
 * records each call in the list it returns. A call beyond the answers fails, unless `otherwise` answers it.
 */
export function fakeApi(answers: Array<[number, unknown]>, otherwise?: [number, unknown]): ApiCall[] {
  const calls: ApiCall[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method: init.method ?? 'GET',
        authorization: headers['Authorization'] ?? null,
        body: bodyOf(init.body),
      });
      const answer = queue.shift() ?? otherwise;
      if (!answer) throw new Error(`unexpected call to ${url}`);
      const [status, body] = answer;
      return new Response(body === null ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}
