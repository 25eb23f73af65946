import { createHash } from 'node:crypto';

/**
 * WebCrypto's digest() on node:crypto's synchronous hash. Astro hashes every page's stylesheets for its
 * Content-Security-Policy on every render (createResult: even an external stylesheet, whose "content" is empty), with
 * crypto.subtle.digest, which Node runs as a job on the thread pool: the round trip was a tenth of a signed-in page's
 * server time. Hashing a few bytes on the main thread takes microseconds. The answer is the same: a promise of the
 * digest's bytes in a fresh ArrayBuffer. Other algorithms and inputs go to the original.
 */
const NODE_HASH: Record<string, string> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

const INSTALLED = Symbol.for('fitgroup.syncDigest');

export function installSyncDigest(): void {
  const subtle = globalThis.crypto?.subtle as (SubtleCrypto & { [INSTALLED]?: true }) | undefined;
  if (!subtle || subtle[INSTALLED]) return;
  const original = subtle.digest.bind(subtle);
  const digest = (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm?.name;
    const hash = typeof name === 'string' ? NODE_HASH[name.toUpperCase()] : undefined;
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : null;
    if (!hash || !bytes) return original(algorithm, data);
    const out = createHash(hash).update(bytes).digest();
    return Promise.resolve(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
  };
  Object.defineProperty(subtle, 'digest', { value: digest, configurable: true, writable: true });
  Object.defineProperty(subtle, INSTALLED, { value: true });
}
