import { BENCH_PASSWORD } from './options';

/** A signed-in member as the bench uses one: bearer header for the API, cookie header for pages. */
export interface SignedIn {
  email: string;
  userId: number;
  access: string;
  refresh: string;
  bearer: Record<string, string>;
  /** The cookies the site's middleware reads (src/lib/tokens.ts: access_token, refresh_token). */
  cookie: string;
}

/**
 * Signs a bench member in. A 503 (the password-hashing queue is full: the sign-in flood of row 6 may still be
 * draining) is tried again after its Retry-After, as a client would, a few times at most.
 */
export async function signIn(base: string, email: string): Promise<SignedIn> {
  let res: Response;
  for (let attempt = 1; ; attempt++) {
    res = await fetch(`${base}/api/v1/user/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (res.status !== 503 || attempt >= 5) break;
    await res.arrayBuffer();
    const seconds = Number(res.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 5) * 1000));
  }
  const body = (await res.json().catch(() => ({}))) as { access?: string; refresh?: string };
  if (res.status !== 200 || !body.access || !body.refresh)
    throw new Error(`sign-in of ${email} answered ${res.status}`);
  const claims = JSON.parse(Buffer.from(body.access.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    user_id?: number;
  };
  return {
    email,
    userId: Number(claims.user_id),
    access: body.access,
    refresh: body.refresh,
    bearer: { authorization: `Bearer ${body.access}` },
    cookie: `access_token=${body.access}; refresh_token=${body.refresh}`,
  };
}

/** GET that must answer 200 with JSON; the row breaks otherwise. */
export async function getJson<T>(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: T; bytes: Buffer; contentType: string }> {
  const res = await fetch(url, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`GET ${new URL(url).pathname} answered ${res.status}`);
  return {
    body: JSON.parse(bytes.toString('utf8')) as T,
    bytes,
    contentType: res.headers.get('content-type') ?? 'application/json',
  };
}
