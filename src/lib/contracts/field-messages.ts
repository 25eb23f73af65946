import { message } from './message';

/**
 * The field errors every contract gives (Django REST's wording, which the spec's client expects), apart from the
 * schemas (common.ts re-exports them) so that a page checks a form with them without loading zod.
 */

export const REQUIRED = message('fields.required', 'This field is required.');
export const BLANK = message('fields.blank', 'This field may not be blank.');
export const tooLong = (max: number) =>
  message('fields.tooLong', `Ensure this field has no more than ${max} characters.`, { max });
export const tooManyItems = (max: number) =>
  message('fields.tooManyItems', `Ensure this field has no more than ${max} elements.`, { max });
export const atLeast = (min: number) =>
  message('fields.atLeast', `Ensure this value is greater than or equal to ${min}.`, { min });
export const atMost = (max: number) =>
  message('fields.atMost', `Ensure this value is less than or equal to ${max}.`, { max });
export const INVALID_INTEGER = message('fields.invalidInteger', 'A valid integer is required.');
export const INVALID_EMAIL = message('fields.invalidEmail', 'Enter a valid email address.');
export const INVALID_STRING = message('fields.invalidString', 'Not a valid string.');
export const INVALID_BOOLEAN = message('fields.invalidBoolean', 'Must be a valid boolean.');
export const INVALID_DATE = message('fields.invalidDate', 'Enter a valid date (YYYY-MM-DD).');
export const NULL_CHARACTERS = message('fields.nullCharacters', 'Null characters are not allowed.');
export const choiceOf = (values: readonly string[]) =>
  message('fields.choice', `Choose one of: ${values.join(', ')}.`, { choices: values.join(', ') });

/** Digits only: a whole number as a form or a query string writes it. */
export const DIGITS = /^\d+$/;
