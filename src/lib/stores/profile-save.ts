import type { OwnProfileJson } from '../contracts/profiles';
import { profiles, type ProfileValues } from '../client/profiles';
import { createMutatorStore, mutateCache, revalidateKeys } from './query';
import { PROFILE } from './profile';
import { PROGRESS } from './progress';

export interface ProfileSave {
  values: ProfileValues;
  /** The processed picture, when a new one was chosen. */
  image: File | null;
}

/**
 * A profile save (PUT user/profile/). The answer is the profile as saved: it replaces the cached one. The weight
 * is what a weight goal is measured with while no week has one, so the progress is read again when next shown.
 */
export const $saveProfile = createMutatorStore<ProfileSave, OwnProfileJson>(async ({ data }) => {
  const saved = await profiles.save(data.values, data.image);
  mutateCache(PROFILE, saved);
  revalidateKeys(PROGRESS);
  return saved;
});
