import { useState } from 'react';
import type { ProfileValues } from './profile-model';

/** The profile form's values, and a change handler per field (both profile forms use it). */
export function useProfileValues(initial: ProfileValues | (() => ProfileValues) = {}) {
  const [values, setValues] = useState<ProfileValues>(initial);
  const set = (name: keyof ProfileValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return { values, setValues, set };
}
