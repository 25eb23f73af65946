import { describe, expect, it } from 'vitest';
import { liftRequest } from '../../src/lib/contracts/admin';
import { profileUpdate } from '../../src/lib/contracts/profiles';
import { HttpError } from '../../src/server/http/errors';
import { validate } from '../../src/server/http/body';

/**
 * The contracts are written with zod/mini, which ships no messages of its own; the server installs zod's English
 * ones (src/server/http/body.ts), so a request answers what classic zod answered, word for word.
 */
function fieldErrorsFor(schema: Parameters<typeof validate>[0], input: unknown): unknown {
  try {
    validate(schema, input);
  } catch (err) {
    if (err instanceof HttpError) return err.body;
    throw err;
  }
  return null;
}

describe("the API's field errors for what the contracts leave to zod", () => {
  it("answers zod's English sentence for a number sent where text goes", () => {
    expect(fieldErrorsFor(liftRequest, { user: 7, reason: 5 })).toEqual({
      reason: ['Invalid input: expected string, received number'],
      codes: { reason: [{ code: 'fields.wrongType', params: { expected: 'string', received: 'number' } }] },
    });
    expect(fieldErrorsFor(profileUpdate, { occupation: true, address: ['x'] })).toEqual({
      occupation: ['Invalid input: expected string, received boolean'],
      address: ['Invalid input: expected string, received array'],
      codes: {
        occupation: [{ code: 'fields.wrongType', params: { expected: 'string', received: 'boolean' } }],
        address: [{ code: 'fields.wrongType', params: { expected: 'string', received: 'array' } }],
      },
    });
  });

  it("keeps the contracts' own messages", () => {
    expect(fieldErrorsFor(liftRequest, { user: 'abc' })).toEqual({
      user: ['A valid integer is required.'],
      codes: { user: [{ code: 'fields.invalidInteger' }] },
    });
    expect(fieldErrorsFor(profileUpdate, { age: '-1', weight: '1.234' })).toEqual({
      age: ['Ensure this value is greater than or equal to 0.'],
      weight: ['Ensure that there are no more than 2 decimal places.'],
      codes: { age: [{ code: 'fields.atLeast', params: { min: 0 } }], weight: [{ code: 'fields.decimalPlaces' }] },
    });
  });
});
