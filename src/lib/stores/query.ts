import { nanoquery } from '@nanostores/query';
import { request } from '../api';

/**
 * The one data layer of the islands (@nanostores/query). A fetcher store's key parts, joined, are the API path it
 * reads (`['user/profile/']`, `['progress/', $range]`); the answer is cached under that key and shared by every
 * island that reads it. Writes go through mutator stores, which put the answer into the cache (`mutateCache`)
 * instead of reading it again. Errors are the transport's `ApiError`s; one function says them in the page's language.
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  fetcher: (...keys) => request('GET', keys.join('')),
});
