import { ApiError, apiUrl, initSession } from '../api';
import { getAccessToken, isExpired } from '../tokens';
import { $locale } from '../i18n/text';

/**
 * "Download my data": GET user/export/ with the Bearer token, answered as a Blob (a ZIP) for the page to save. The
 * shared client (api.ts) reads every answer as text, which would spoil a ZIP, so this call fetches itself; a token
 * about to expire is renewed first through api.ts (initSession refreshes it), a valid one is used as it is.
 */

/** A refusal because the member exported less than an hour ago; `retryAfter` in seconds when the server said. */
export class ExportTooSoon extends ApiError {
  constructor(
    data: unknown,
    readonly retryAfter: number | null,
  ) {
    super(429, data);
    this.name = 'ExportTooSoon';
  }
}

/** The download may take a while for a member with many pictures: a minute to start answering. */
const START_TIMEOUT_MS = 60_000;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** A valid access token: the stored one, or a renewed one when it is about to expire; null when signed out. */
async function accessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (token && !isExpired(token)) return token;
  await initSession();
  return getAccessToken();
}

export const dataExport = {
  /** The member's export as a ZIP Blob. Throws ExportTooSoon on the hourly limit, ApiError otherwise. */
  async download(): Promise<Blob> {
    const token = await accessToken();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), START_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(apiUrl('user/export/'), {
        headers: {
          Accept: 'application/zip',
          'Accept-Language': $locale.get(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, null, true);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      throw new ExportTooSoon(await bodyOf(response), Number.isFinite(seconds) && seconds > 0 ? seconds : null);
    }
    if (!response.ok) throw new ApiError(response.status, await bodyOf(response));
    try {
      return await response.blob();
    } catch {
      // The connection broke off while the ZIP was coming.
      throw new ApiError(0, null, true);
    }
  },
};
