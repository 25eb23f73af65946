import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, PASSWORD_TOO_EASY, SCORED_LENGTH } from '../../src/lib/contracts/password-strength';
import { ownerWords, passwordScore, passwordStrengthProblem } from '../../src/lib/password-scorer';
import { passwordStrengthProblem as serverCheck } from '../../src/server/auth/password-strength';
import { textByCode } from '../../src/lib/i18n/by-code';
import '../../src/server/i18n';

const OWNER = { email: 'Frank.Footy@Example.com', fullName: 'Frank Footy' };

describe('ownerWords', () => {
  it("holds the email, its local part, the name, and their words of 3 letters or more, lower-case but the name's", () => {
    expect(ownerWords(OWNER)).toEqual([
      'frank.footy@example.com',
      'frank.footy',
      'Frank Footy',
      'frank',
      'footy',
      'Frank',
      'Footy',
    ]);
    expect(ownerWords({ email: ' jo-ann.li@example.com ', fullName: 'Jo Li' })).toEqual([
      'jo-ann.li@example.com',
      'jo-ann.li',
      'Jo Li',
      'ann',
    ]);
  });

  it('is empty for nobody in particular', () => {
    expect(ownerWords()).toEqual([]);
    expect(ownerWords({ email: '', fullName: '  ' })).toEqual([]);
  });
});

describe('the password scorer', () => {
  it.each(['aaaaaaaa', 'zzzzzzzz', 'abcdefgh', 'aaaaaaaa1', 'qwertyuiop', '12345678', 'password1', 'iloveyou2'])(
    'refuses %s for anyone',
    (password) => {
      expect(passwordScore(password)).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(passwordStrengthProblem(password)).toBe(PASSWORD_TOO_EASY);
      expect(passwordStrengthProblem(password, OWNER)).toBe(PASSWORD_TOO_EASY);
    },
  );

  it.each([
    'frank.footy@example.com',
    'Frank.Footy@Example.com',
    'Frank Footy',
    'frank.footy',
    'FrankFooty',
    'footyfrank!',
  ])("refuses the member's own %s", (password) => {
    expect(passwordStrengthProblem(password, OWNER)).toBe(PASSWORD_TOO_EASY);
  });

  it("counts the owner's words: the same password passes for someone else", () => {
    expect(passwordStrengthProblem('frank.footy@example.com', OWNER)).toBe(PASSWORD_TOO_EASY);
    expect(passwordScore('frank.footy@example.com')).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it.each([
    'correct horse battery',
    'quiet otter lantern ninety-seven',
    'Kx9#vT2mQw!rL4pz',
    'strong enough pass',
    'a good long password',
  ])('passes %s', (password) => {
    expect(passwordStrengthProblem(password, OWNER)).toBeNull();
  });

  it(`scores the first ${SCORED_LENGTH} characters of a longer password, within a bounded time`, () => {
    const weakStart = `${'a'.repeat(SCORED_LENGTH)}Kx9#vT2mQw!rL4pz`;
    expect(passwordStrengthProblem(weakStart)).toBe(PASSWORD_TOO_EASY);
    const strongStart = `quiet otter lantern ninety-seven ${'a'.repeat(96)}`;
    expect(passwordStrengthProblem(strongStart)).toBeNull();
    // The costliest shapes measured (mixed letters and digits, leet symbols, dates), at the longest accepted.
    for (const password of ['a1b2c3d4e5f6g7h8i9j0'.repeat(7), '4@3$1!0|7+5'.repeat(12), '19901231'.repeat(16)]) {
      const started = performance.now();
      passwordScore(password.slice(0, 128), OWNER);
      expect(performance.now() - started, password).toBeLessThan(1_000);
    }
  });
});

describe("the server's check", () => {
  it('answers the same as the scorer, as a value', async () => {
    expect(await serverCheck('abcdefgh', OWNER)).toBe(PASSWORD_TOO_EASY);
    expect(await serverCheck('Frank Footy', OWNER)).toBe(PASSWORD_TOO_EASY);
    expect(await serverCheck('correct horse battery', OWNER)).toBeNull();
  });
});

describe('the message', () => {
  it('reads in French and German', () => {
    expect(textByCode(PASSWORD_TOO_EASY, 'fr')).toBe(
      'Ce mot de passe est trop facile à deviner. Essayez une phrase plus longue ou ajoutez des mots inhabituels.',
    );
    expect(textByCode(PASSWORD_TOO_EASY, 'de')).toBe(
      'Dieses Passwort ist zu leicht zu erraten. Versuchen Sie es mit einer längeren Wortfolge oder fügen Sie ungewöhnliche Wörter hinzu.',
    );
  });
});
