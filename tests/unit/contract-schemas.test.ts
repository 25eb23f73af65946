import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  PASSWORD_MAX,
  newPasswordSchema,
  passwordProblems,
  registrationSchema,
} from '../../src/lib/contracts/accounts';
import { fieldErrorsOf } from '../../src/lib/contracts/common';
import { supportMessageSchema } from '../../src/lib/contracts/support';
import { bodyMessage, registrationErrorMessage } from '../../src/lib/messages';

const errorsOf = (result: ReturnType<z.ZodMiniType['safeParse']>) =>
  result.success ? {} : fieldErrorsOf(result.error);

describe("the sign-up form, checked in the browser with the server's schema", () => {
  it('shows a short, mismatched password as the server would: one message per line, in its order', () => {
    const result = registrationSchema().safeParse({
      full_name: 'Dee',
      email: 'dee@example.com',
      password: 'zq7#',
      password2: 'zq7#x',
    });
    expect(registrationErrorMessage(errorsOf(result))).toBe(
      "This password is too short. It must contain at least 8 characters.\nPassword fields didn't match.",
    );
  });

  it('reads blank and missing fields alike as required, and normalizes the email', () => {
    expect(errorsOf(registrationSchema().safeParse({ full_name: '  ', email: ' ' }))).toEqual({
      full_name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      password2: ['This field is required.'],
    });
    const ok = registrationSchema().parse({
      full_name: ' Ana ',
      email: ' Ana@Example.COM ',
      password: 'a fine password',
      password2: 'a fine password',
    });
    expect(ok).toMatchObject({ full_name: 'Ana', email: 'ana@example.com' });
  });

  it('leaves the common-password list to the server, which passes it in', () => {
    const form = { full_name: 'Frank', email: 'frank@example.com', password: 'football1', password2: 'football1' };
    expect(registrationSchema().safeParse(form).success).toBe(true);
    const onServer = registrationSchema((password) => password === 'football1').safeParse(form);
    expect(errorsOf(onServer)).toEqual({ password: ['This password is too common.'] });
  });
});

describe('the password rules', () => {
  it('never look a password longer than the limit up in the list', () => {
    let looked = false;
    const problems = passwordProblems('1'.repeat(PASSWORD_MAX + 1), () => (looked = true)).map(
      (problem) => problem.text,
    );
    expect(looked).toBe(false);
    expect(problems).toEqual([
      `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`,
      'This password is entirely numeric.',
    ]);
  });

  it('are what the new-password form shows before sending, joined as the generic catalogue joins them', () => {
    const result = newPasswordSchema().safeParse({ password: '1234' });
    expect(bodyMessage(errorsOf(result))).toBe(
      'This password is too short. It must contain at least 8 characters. This password is entirely numeric.',
    );
  });
});

describe("the support form, checked with the server's schema", () => {
  it('takes medium as the default priority and puts name and subject on one line', () => {
    const message = supportMessageSchema.parse({
      name: 'Ana\nLopez',
      email: 'ana@example.com',
      subject: ' Help ',
      message: 'Line one\nLine two',
    });
    expect(message).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      subject: 'Help',
      message: 'Line one\nLine two',
      priority: 'medium',
    });
  });

  it('refuses a blank subject as missing and names the priorities it knows', () => {
    const result = supportMessageSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      subject: '  ',
      message: 'Hi',
      priority: 'critical',
    });
    expect(errorsOf(result)).toEqual({
      subject: ['This field is required.'],
      priority: ['Choose one of: low, medium, high, urgent.'],
    });
  });
});
