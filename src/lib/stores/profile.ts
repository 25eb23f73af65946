import type { OwnProfileJson } from '../contracts/profiles';
import { profiles, type ProfileValues } from '../client/profiles';
import { createFetcherStore, createMutatorStore, mutateCache, OWN_DATA, revalidateKeys } from './query';
import { PROGRESS } from './progress';

/** GET user/profile/: the member's profile with their weeks (weeks 1..current exist once it is read). */
export const PROFILE = 'user/profile/';
export const $profile = createFetcherStore<OwnProfileJson>(PROFILE, {
  ...OWN_DATA,
  // The spec logs load failures; the islands also say so, with a Retry.
  onError: (err) => console.error('Could not load the profile', err),
});

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
