import type { OwnProfileJson } from '../contracts/profiles';
import { createFetcherStore, OWN_DATA } from './query';

/** GET user/profile/: the member's profile with their weeks (weeks 1..current exist once it is read). */
export const PROFILE = 'user/profile/';
export const $profile = createFetcherStore<OwnProfileJson>(PROFILE, {
  ...OWN_DATA,
  // The spec logs load failures; the islands also say so, with a Retry.
  onError: (err) => console.error('Could not load the profile', err),
});
