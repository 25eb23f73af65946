// The throughput reference, run as its own process (as the app is): bare node:http answering every request with
// the bytes in BODY_FILE, as the app sent them (the same Content-Type and Content-Encoding). It prints "listening".
import http from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BODY_FILE);
const headers = { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length };
if (process.env.CONTENT_ENCODING) headers['content-encoding'] = process.env.CONTENT_ENCODING;
const server = http.createServer((req, res) => {
  // A request body (a save's JSON) is read to its end, as the app reads it, before the answer.
  req.resume();
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
