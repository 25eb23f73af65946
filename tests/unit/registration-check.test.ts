import { describe, expect, it } from 'vitest';
import { registrationSchema, type RegistrationInput } from '../../src/lib/contracts/accounts';
import { fieldErrorsOf } from '../../src/lib/contracts/common';
import { registrationProblems } from '../../src/lib/registration-check';

/**
 * The sign-up page checks the form with a hand copy of the server's rules (src/lib/registration-check.ts): the
 * contract's schema would bring zod, about 8.5 KB gzipped, onto a page whose whole script budget is 15 KB. This
 * holds the copy to the contract on every combination of the cases that matter.
 */

const FULL_NAMES = [
  '',
  ' ',
  '\t',
  'Ana',
  '  Ana Lopez  ',
  'x'.repeat(150),
  'x'.repeat(151),
  ` ${'x'.repeat(150)} `,
  'Ünïcödé',
];
const EMAILS = [
  '',
  '   ',
  'ana@example.com',
  ' Ana@Example.COM ',
  'ana@example',
  'ana lopez@example.com',
  'ana@@example.com',
  '@example.com',
  `${'a'.repeat(245)}@example.com`,
  `${'a'.repeat(240)}@example.com`,
  'ana@exa\u0007mple.com',
  'ünï@cödé.de',
];
const PASSWORDS = [
  '',
  ' ',
  'zq7#',
  '1234',
  '12345678',
  '        ',
  'a fine password',
  'p'.repeat(128),
  'p'.repeat(129),
  '1'.repeat(129),
];

function* forms(): Generator<RegistrationInput> {
  for (const full_name of FULL_NAMES) {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        for (const password2 of ['', password, `${password}x`, 'a fine password']) {
          yield { full_name, email, password, password2 };
        }
      }
    }
  }
}

const contractSays = (form: RegistrationInput) => {
  const result = registrationSchema().safeParse(form);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("the sign-up page's copy of the registration rules", () => {
  it('says what the contract says, message for message and in its order, of every form', () => {
    let compared = 0;
    for (const form of forms()) {
      const said = Object.entries(registrationProblems(form)).map(([field, problems]) => [
        field,
        problems.map((problem) => problem.text),
      ]);
      expect(said, JSON.stringify(form)).toEqual(Object.entries(contractSays(form)));
      compared++;
    }
    expect(compared).toBeGreaterThan(4000);
  });

  it('finds nothing wrong with a form the contract accepts', () => {
    const form = {
      full_name: 'Ana Lopez',
      email: 'Ana@Example.com',
      password: 'a fine password',
      password2: 'a fine password',
    };
    expect(registrationSchema().safeParse(form).success).toBe(true);
    expect(registrationProblems(form)).toEqual({});
  });
});
