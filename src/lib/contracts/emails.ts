/** Emails as both sides read them, apart from the schemas (common.ts): forms compare and check them without zod. */

/** A plain email check: something@something.tld, no spaces or control characters, at most 254 characters. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
