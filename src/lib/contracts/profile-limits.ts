/**
 * The profile's limits, apart from its schemas (profiles.ts): forms show them on load (maxLength, the picture's size)
 * and load the schemas only when they check what was typed, so a page that only shows a profile loads no zod.
 */

/** A member's full name, at sign-up and on the profile alike. */
export const FULL_NAME_MAX = 150;

/** Profile limits: generous for real use, small enough that nobody stores a novel in a phone number. */
export const PROFILE_LIMITS = {
  full_name: FULL_NAME_MAX,
  occupation: 100,
  phone_number: 32,
  emergency_contact: 32,
  emergency_contact_name: 100,
  address: 500,
  medical_history: 5000,
  /** Years. */
  age: 130,
  /** Pounds, 2 decimals. */
  weight: 1500,
} as const;

/** The largest picture accepted, before any processing (spec section 9: 50 MB), by the page and the API alike. */
export const PICTURE_MAX_BYTES = 50 * 1024 * 1024;
