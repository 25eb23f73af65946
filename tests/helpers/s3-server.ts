/**
 * A real S3-compatible server for tests (s3rver: objects in a temp folder, path-style buckets, SigV4 requests and
 * presigned URLs accepted with its one key pair S3RVER/S3RVER; it checks expiry but not signatures).
 *
 *   const s3 = await startS3Server();
 *   createTestContext({ ...s3.env });     // or the env of a spawned server
 *   await s3.close();                     // in afterAll: stops it and removes the folder
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** http://127.0.0.1:<port>, what S3_ENDPOINT names. */
  endpoint: string;
  bucket: string;
  /** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for the app. */
  env: Record<string, string>;
  /** The keys stored in the bucket, sorted. */
  keys(): string[];
  close(): Promise<void>;
}

export async function startS3Server({ bucket = 'fitgroup-media', port = 0 } = {}): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fitgroup-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    keys() {
      // s3rver keeps each object as <bucket>/<key>._S3rver_object (and its metadata beside it).
      return readdirSync(path.join(directory, bucket), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
