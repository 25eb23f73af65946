import { ApiError } from './api';

/**
 * Code a page fetches the first time it is needed, not with the page: a form's schema (zod) on its first save. A
 * failed download is the network's failure and reads as one (errorMessage), and the next use tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      throw new ApiError(0, null, true);
    }));
}
