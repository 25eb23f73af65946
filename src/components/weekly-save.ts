import { api, ApiError, UPLOAD_TIMEOUT_MS } from '../lib/api';
import type { WeeklyLog } from './weekly-log-model';

/**
 * Whether a failed PUT is worth repeating as PATCH (spec section 7: "falls back to the shared client PUT, then
 * PATCH"): only when the PUT itself may not have been understood (network, timeout, 405, server error). A refusal
 * of the content (400, 401, 403, 404, 413, 415) would be refused again.
 */
function worthPatching(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.network || err.status === 405 || err.status >= 500;
}

/**
 * Saves a week as the spec's call table says: GET user/profile/ first as a connectivity check, then a multipart
 * PUT user/weekly-log/{id}/ (60 s), falling back to PATCH. Throws the last failure.
 */
export async function saveWeek(weekId: number, form: FormData): Promise<WeeklyLog> {
  await api.get('user/profile/');
  const path = `user/weekly-log/${weekId}/`;
  try {
    return await api.put<WeeklyLog>(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  } catch (err) {
    if (!worthPatching(err)) throw err;
    return await api.patch<WeeklyLog>(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  }
}
