/** A member named in an answer; null once their account is gone. */
export type NamedMember = { id: number; full_name: string } | null;

export const named = (id: number | null, fullName: string | null): NamedMember =>
  id === null ? null : { id, full_name: fullName ?? '' };
