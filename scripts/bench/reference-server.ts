import http from 'node:http';

/** The throughput reference: bare node:http in the bench process answering the same bytes from memory. */
export async function startReferenceServer(port: number, body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
