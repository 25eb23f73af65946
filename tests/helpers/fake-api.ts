import { vi } from 'vitest';

/** One call the browser code made, as the fake API saw it. */
export interface ApiCall {
  url: string;
  method: string;
  /** The request's headers as sent (Idempotency-Key, If-Match, …). */
  headers: Record<string, string>;
  /** The Authorization header, null without one. */
  authorization: string | null;
  /** A JSON body parsed, a form as its entries (a file as `file:<name>`), undefined without a body. */
  body: unknown;
}

/** How the fake answers one call: [status, body (null: none), response headers?], or 'network': no answer at all. */
export type Answer = [number, unknown, Record<string, string>?] | 'network';

/** A call as one line, method and address: 'PUT /api/v1/daily-log/20/'. */
export const callLine = (call: ApiCall): string => `${call.method} ${call.url}`;

/** The response `answer` stands for; 'network' throws what fetch rejects with when there is no network. */
export function respond(answer: Answer): Response {
  if (answer === 'network') throw new TypeError('Failed to fetch');
  const [status, body, headers] = answer;
  return new Response(body === null ? null : JSON.stringify(body), { status, headers });
}

function bodyOf(body: RequestInit['body']): unknown {
  if (body instanceof FormData) {
    return Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
  }
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * Stands in for the API behind `fetch`: answers the calls in order (see Answer) and records each call in the list
 * it returns. A call beyond the answers fails, unless `otherwise` answers it.
 */
export function fakeApi(answers: Answer[], otherwise?: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers,
        authorization: headers['Authorization'] ?? null,
        body: bodyOf(init.body),
      });
      const answer = queue.shift() ?? otherwise;
      if (!answer) throw new Error(`unexpected call to ${url}`);
      return respond(answer);
    }),
  );
  return calls;
}
