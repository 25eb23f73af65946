import { ApiError } from './api';

/**
 * Code a page fetches the first time it is needed, not with the page: a form's schema (zod) on its first save. A
 * failed download is the network's failure and reads as one (errorMessage); any other error stays what it is. The
 * next use tries again (Chromium fetches a failed module again; browsers that keep the failure need a reload).
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw failedDownload(err) ? new ApiError(0, null, true) : err;
    }));
}

/** A module that could not be fetched: each browser words it its own way, all as a TypeError about a module. */
const failedDownload = (err: unknown): boolean => err instanceof TypeError && /module/i.test(err.message);
