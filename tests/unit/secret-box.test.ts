import { describe, expect, it } from 'vitest';
import { open, seal } from '../../src/server/auth/secret-box';
import { newRecoveryCode, recoveryCodeHash } from '../../src/server/auth/one-time-codes';

const KEY = 'a secret key for the tests, long enough to count';

describe('the secret box', () => {
  it('opens what it sealed, and the sealed text holds nothing of it', () => {
    const sealed = seal(KEY, 'totp secret', 'JBSWY3DPEHPK3PXP', '7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(KEY, 'totp secret', sealed, '7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(seal(KEY, 'totp secret', 'same', '7')).not.toBe(seal(KEY, 'totp secret', 'same', '7'));
  });

  it('opens nothing for another member, another purpose, another key, or a changed byte', () => {
    const sealed = seal(KEY, 'totp secret', 'JBSWY3DPEHPK3PXP', '7');
    expect(open(KEY, 'totp secret', sealed, '8')).toBeNull();
    expect(open(KEY, 'recovery codes', sealed, '7')).toBeNull();
    expect(open(`${KEY}!`, 'totp secret', sealed, '7')).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(open(KEY, 'totp secret', [version, iv, flipped, tag].join('.'), '7')).toBeNull();
    expect(open(KEY, 'totp secret', 'not sealed at all', '7')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are three groups of four letters and digits that cannot be mistaken for one another', () => {
    for (let i = 0; i < 50; i++) expect(newRecoveryCode()).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){2}$/);
  });

  it('hash alike whatever the case, spaces or dashes typed, and differently under another key', () => {
    const code = newRecoveryCode();
    const hash = recoveryCodeHash(KEY, code);
    expect(recoveryCodeHash(KEY, ` ${code.toUpperCase().replaceAll('-', ' ')} `)).toBe(hash);
    expect(recoveryCodeHash(`${KEY}!`, code)).not.toBe(hash);
    expect(hash).not.toContain(code.replaceAll('-', ''));
  });
});
