import { describe, expect, it } from 'vitest';
import { installSyncDigest } from '../../src/server/http/sync-digest';

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe("crypto.subtle.digest on node:crypto's hash", () => {
  it('answers the bytes WebCrypto answers, for strings, views, buffers and the empty input', async () => {
    const original = crypto.subtle.digest.bind(crypto.subtle);
    const inputs: BufferSource[] = [
      new TextEncoder().encode('body { color: red }'),
      new Uint8Array(0),
      new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).subarray(2, 6),
      new Uint8Array([9, 8, 7]).buffer,
      new DataView(new Uint8Array([5, 5, 5, 5]).buffer, 1, 2),
    ];
    const algorithms: AlgorithmIdentifier[] = ['SHA-256', 'SHA-384', { name: 'SHA-512' }, 'sha-1'];
    const expected = await Promise.all(
      inputs.flatMap((data) => algorithms.map(async (a) => hex(await original(a, data)))),
    );
    installSyncDigest();
    installSyncDigest(); // twice is once
    const got = await Promise.all(
      inputs.flatMap((data) => algorithms.map(async (a) => hex(await crypto.subtle.digest(a, data)))),
    );
    expect(got).toEqual(expected);
  });

  it('still refuses what WebCrypto refuses', async () => {
    installSyncDigest();
    await expect(crypto.subtle.digest('MD5', new Uint8Array(1))).rejects.toThrow();
  });
});
