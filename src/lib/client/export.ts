import { ApiRefusal, requestBlob } from '../api-calls';
import { failureCode } from '../messages';

/**
 * "Download my data": GET user/export/ with the Bearer token, answered as a Blob (a ZIP) for the page to save
 * (api-calls.ts requestBlob: the shared transport, read as bytes).
 */

/** A refusal because the member exported less than an hour ago; `retryAfter` in seconds when the server said. */
export class ExportTooSoon extends ApiRefusal {
  constructor(data: unknown, retryAfter: number | null) {
    super(429, data, retryAfter);
    this.name = 'ExportTooSoon';
  }
}

/** The download may take a while for a member with many pictures: a minute to start answering. */
const START_TIMEOUT_MS = 60_000;

export const dataExport = {
  /** The member's export as a ZIP Blob. Throws ExportTooSoon on the hourly limit, ApiError otherwise. */
  async download(): Promise<Blob> {
    try {
      return await requestBlob('user/export/', { timeoutMs: START_TIMEOUT_MS });
    } catch (err) {
      if (err instanceof ApiRefusal && failureCode(err) === 'rate_limited')
        throw new ExportTooSoon(err.data, err.retryAfter);
      throw err;
    }
  },
};
