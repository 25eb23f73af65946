import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '../../src/server/content/common-passwords';
import { createTestContext, type TestContext } from '../helpers/context';

describe('the common-password list', () => {
  it('holds at least 10,000 passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['football1', 'Passw0rd!', 'P@ssword123', 'Sunshine2024', 'PASSWORD', 'qwerty123', 'Dragon2024!', 'FitGroup1'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['quiet otter lantern ninety-seven', 'Kx9#vT2mQw!rL4pz', 'correct horse battery', 'auth wrong pass'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it('does not refuse a password for a short word at its end', () => {
    // 'dog' is on the list; a variant counts only from 4 characters.
    expect(commonPasswords().has('dog')).toBe(true);
    expect(isCommonPassword('dog20250917')).toBe(false);
  });
});

describe('signing up with a common password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, password: string) =>
    t.request('POST', 'user/register/', { body: { full_name: 'Frank Footy', email, password, password2: password } });

  it('answers 400 "This password is too common." for football1', async () => {
    const res = await signUp('frank@example.com', 'football1');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ password: ['This password is too common.'] });
  });

  it('answers 400 for Passw0rd!', async () => {
    const res = await signUp('frank2@example.com', 'Passw0rd!');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ password: ['This password is too common.'] });
  });

  it('accepts a long random passphrase', async () => {
    const res = await signUp('frank3@example.com', 'quiet otter lantern ninety-seven');
    expect(res.status).toBe(201);
  });
});
