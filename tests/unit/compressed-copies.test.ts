import { describe, expect, it } from 'vitest';
import { CompressedCopies, MAX_BYTES, MIN_BYTES } from '../../src/server/http/compressed-copies';

const body = (fill: string, bytes = MIN_BYTES) => Buffer.alloc(bytes, fill);

describe('the kept compressed copies of answers', () => {
  it('give back the copy made from the same bytes with the same coding', () => {
    const copies = new CompressedCopies();
    const key = copies.keyOf('br', body('a'))!;
    copies.keep(key, Buffer.from('copy'));
    expect(copies.get(copies.keyOf('br', body('a'))!)?.toString()).toBe('copy');
  });

  it('give nothing for other bytes of the same length, or for the same bytes in another coding', () => {
    const copies = new CompressedCopies();
    copies.keep(copies.keyOf('br', body('a'))!, Buffer.from('copy'));
    const other = body('a');
    other[MIN_BYTES - 1] = 'b'.charCodeAt(0);
    expect(copies.get(copies.keyOf('br', other)!)).toBeUndefined();
    expect(copies.get(copies.keyOf('gzip', body('a'))!)).toBeUndefined();
  });

  it('keep nothing of an answer under the size worth keeping, or over the size worth hashing', () => {
    expect(new CompressedCopies().keyOf('br', body('a', MIN_BYTES - 1))).toBeNull();
    expect(new CompressedCopies().keyOf('br', body('a', MAX_BYTES + 1))).toBeNull();
    expect(new CompressedCopies().keyOf('br', body('a', MAX_BYTES))).not.toBeNull();
  });

  it('keep a copy of their own, which a later change to the given buffer does not reach', () => {
    const copies = new CompressedCopies();
    const key = copies.keyOf('br', body('a'))!;
    const compressed = Buffer.from('compressed');
    copies.keep(key, compressed);
    compressed.fill(0);
    expect(copies.get(key)?.toString()).toBe('compressed');
  });

  it('let the least recently used copy go first, past their count or their bytes', () => {
    const copies = new CompressedCopies({ entries: 2, bytes: 10 });
    const [a, b, c] = ['a', 'b', 'c'].map((f) => copies.keyOf('br', body(f))!);
    copies.keep(a!, Buffer.alloc(4));
    copies.keep(b!, Buffer.alloc(4));
    copies.get(a!);
    copies.keep(c!, Buffer.alloc(4));
    expect(copies.get(b!)).toBeUndefined();
    expect(copies.get(a!)).toBeDefined();
    expect(copies.size).toEqual({ entries: 2, bytes: 8 });
    copies.keep(copies.keyOf('br', body('d'))!, Buffer.alloc(9));
    expect(copies.size).toEqual({ entries: 1, bytes: 9 });
  });
});
