import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The compressed forms of answers sent again and again, by their content: the feed's kept page, a member's kept
 * profile, a kept `/community` page, the admin's first screen. Every browser asks for br, so without this each of
 * those answers was compressed anew on every request, which costs about ten times what hashing its bytes does.
 *
 * Keyed by the coding and the SHA-256 of the bytes, so a copy is only ever sent for the very bytes it was made from
 * (no member can be sent another's answer by a collision). Bounded in count and in bytes; the least recently used
 * copy goes first. Answers under MIN_BYTES are not kept: compressing them costs about what hashing does. Nor are
 * answers over MAX_BYTES: the hash runs on the event loop, and answers that big are the rare ones (an unpaged list).
 */
export const MIN_BYTES = 4 * 1024;
export const MAX_BYTES = 256 * 1024;

export interface CompressedCopiesLimits {
  entries: number;
  /** Compressed bytes kept at most, over all copies. */
  bytes: number;
}

/** 128 copies, 4 MB: a feed page is 4-6 KB as brotli, a profile 2-3 KB, a `/community` page about 6 KB. */
export const DEFAULT_LIMITS: CompressedCopiesLimits = { entries: 128, bytes: 4 * 1024 * 1024 };

export class CompressedCopies {
  private readonly copies: LRUCache<string, Buffer>;

  constructor(limits: CompressedCopiesLimits = DEFAULT_LIMITS) {
    this.copies = new LRUCache({
      max: limits.entries,
      maxSize: limits.bytes,
      sizeCalculation: (copy) => Math.max(1, copy.byteLength),
    });
  }

  /** The key of `body` compressed with `coding`, or null when the body is not worth keeping (its size). */
  keyOf(coding: string, body: Buffer): string | null {
    if (body.byteLength < MIN_BYTES || body.byteLength > MAX_BYTES) return null;
    return `${coding} ${body.byteLength} ${hash('sha256', body, 'base64')}`;
  }

  get(key: string): Buffer | undefined {
    return this.copies.get(key);
  }

  /**
   * Keeps a copy of `compressed` in memory of its own: zlib's output may be a slice of a larger buffer, and a small
   * buffer may sit in Node's shared pool, either of which would keep more bytes alive than the limit counts.
   */
  keep(key: string, compressed: Buffer): void {
    if (compressed.byteLength > this.copies.maxSize || this.copies.has(key)) return;
    const copy = Buffer.allocUnsafeSlow(compressed.byteLength);
    compressed.copy(copy);
    this.copies.set(key, copy);
  }

  /** How many copies and bytes are kept (tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.copies.size, bytes: this.copies.calculatedSize };
  }
}
