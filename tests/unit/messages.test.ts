import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api';
import { errorMessage, loginErrorMessage, registrationErrorMessage } from '../../src/lib/messages';

const NETWORK = 'Network connection failed. Please check your internet connection and try again.';
const fail = (status: number, data: unknown) => new ApiError(status, data);

describe('errorMessage, the generic catalogue, in its priority order', () => {
  it('1. a network failure gives the connection message, whatever else is known', () => {
    expect(errorMessage(new ApiError(0, null, true))).toBe(NETWORK);
    expect(errorMessage(new ApiError(0, { detail: 'ignored' }, true))).toBe(NETWORK);
  });

  it('2. a 401 asks to log in again, even when the body has a detail', () => {
    expect(errorMessage(fail(401, { detail: 'Given token not valid' }))).toBe(
      'Authentication failed. Please log in again.',
    );
  });

  it('3. a 413 says the file is too large, before any body message', () => {
    expect(errorMessage(fail(413, { message: 'ignored' }))).toBe('File is too large. Please choose a smaller file.');
  });

  it('4. a 415 says the file type is not supported', () => {
    expect(errorMessage(fail(415, { detail: 'ignored' }))).toBe(
      'File type not supported. Please choose a different file.',
    );
  });

  it('5. otherwise the body message, then the detail', () => {
    expect(errorMessage(fail(400, { message: 'From message', detail: 'From detail' }))).toBe('From message');
    expect(errorMessage(fail(403, { detail: 'From detail', email: ['field'] }))).toBe('From detail');
  });

  it('6. else the field errors in the listed order, then non_field_errors, error and errors, de-duplicated, joined with ". "', () => {
    const data = {
      email: ['Enter a valid email address.'],
      password: ['Too short.', 'Too common.'],
      age: ['A valid integer is required.'],
      non_field_errors: ['Too short.', 'Whole payload is wrong.'],
      error: 'An error string',
      errors: { weight: ['Not a number.'], other: 'Loose string' },
      unknown_field: ['never shown'],
    };
    // Joined with '. ' without doubling the full stop the server's messages already end in.
    expect(errorMessage(fail(400, data))).toBe(
      'Too short. Too common. Enter a valid email address. A valid integer is required. Whole payload is wrong. An error string. Not a number. Loose string',
    );
  });

  it('6. reads errors given as a string, a list or an object of lists', () => {
    expect(errorMessage(fail(400, { errors: 'One' }))).toBe('One');
    expect(errorMessage(fail(400, { errors: ['One', 'Two'] }))).toBe('One. Two');
    expect(errorMessage(fail(400, { errors: { a: ['One'], b: ['Two'] } }))).toBe('One. Two');
  });

  it('7. a plain-string body is shown as is; anything else is "Something went wrong"', () => {
    expect(errorMessage(fail(502, 'Bad gateway from the proxy'))).toBe('Bad gateway from the proxy');
    expect(errorMessage(fail(500, null))).toBe('Something went wrong');
    expect(errorMessage(fail(400, { unknown_field: ['x'] }))).toBe('Something went wrong');
  });
});

describe('loginErrorMessage', () => {
  it('takes the detail first', () => {
    expect(loginErrorMessage({ detail: 'No active account found with the given credentials', email: ['x'] })).toBe(
      'No active account found with the given credentials',
    );
  });

  it('then a plain-string body', () => {
    expect(loginErrorMessage('Service unavailable')).toBe('Service unavailable');
  });

  it('then non_field_errors joined by a comma', () => {
    expect(loginErrorMessage({ non_field_errors: ['First', 'Second'], email: ['x'] })).toBe('First, Second');
  });

  it('then the email errors joined', () => {
    expect(loginErrorMessage({ email: ['This field is required.', 'Enter a valid email address.'] })).toBe(
      'This field is required., Enter a valid email address.',
    );
  });

  it('else "Something went wrong"', () => {
    expect(loginErrorMessage(null)).toBe('Something went wrong');
    expect(loginErrorMessage({ password: ['x'] })).toBe('Something went wrong');
  });
});

describe('registrationErrorMessage', () => {
  it('joins the field messages one per line', () => {
    const data = {
      email: ['A user with this email already exists.'],
      password: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.'],
      full_name: ['This field is required.'],
    };
    expect(registrationErrorMessage(data)).toBe(
      'This field is required.\nA user with this email already exists.\nThis password is too short. It must contain at least 8 characters.\nThis password is too common.',
    );
  });

  it('includes password2, non_field_errors and detail', () => {
    expect(
      registrationErrorMessage({
        password2: ['Mismatch.'],
        non_field_errors: ['Whole.'],
        detail: 'Too many requests.',
      }),
    ).toBe('Mismatch.\nWhole.\nToo many requests.');
  });

  it('else "Something went wrong"', () => {
    expect(registrationErrorMessage(null)).toBe('Something went wrong');
    expect(registrationErrorMessage('<html>Bad gateway</html>')).toBe('Something went wrong');
    expect(registrationErrorMessage({ other: ['x'] })).toBe('Something went wrong');
  });
});
