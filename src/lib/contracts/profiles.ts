import type { FailureTable } from './common';

/** A profile as the client reads it (spec section 3). */
export interface ProfileJson {
  id: number;
  user_id: number;
  full_name: string;
  user_email: string;
  /** Member since, YYYY-MM-DD. */
  date: string;
  has_paid: boolean;
  image: string | null;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  phone_number: string | null;
  emergency_contact: string | null;
  emergency_contact_name: string | null;
  address: string | null;
  medical_history: string | null;
}

/** Why a profiles request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const profilesFailures = {} as const satisfies FailureTable;
