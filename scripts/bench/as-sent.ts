import http from 'node:http';

/** What Chromium asks for on every request: the load rows ask the same, so the app compresses as it does for members. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** An answer as it went over the wire: its bytes still encoded, with the headers that describe them. */
export interface AsSent {
  status: number;
  bytes: Buffer;
  contentType: string;
  contentEncoding: string | null;
}

/** One request with a browser's Accept-Encoding, read without decoding (fetch would decode the body). */
export function requestAsSent(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AsSent> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
            contentEncoding: res.headers['content-encoding'] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
