import { api, ApiError, UPLOAD_TIMEOUT_MS } from '../api';
import type { DailyLogJson, DayFields, WeekFields, WeeklyLogJson } from '../contracts/weekly-logs';

/**
 * Whether a failed PUT is worth repeating as PATCH (spec section 7: "falls back to the shared client PUT, then
 * PATCH"): only when the PUT itself may not have been understood (network, timeout, 405, server error). A refusal
 * of the content (400, 401, 403, 404, 413, 415) would be refused again.
 */
function worthPatching(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.network || err.status === 405 || err.status >= 500;
}

/** The fields a week's save sends: each measurement and the journal only when filled (null or blank: not sent). */
export function sentWeekFields(values: WeekFields): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value && value.trim() !== '') sent[name] = value;
  return sent;
}

/** The week's multipart form: its sent fields, and the picture only when chosen (a Blob from the outbox, named). */
export function weekForm(fields: Record<string, string>, picture: Blob | null, pictureName = 'picture'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('progress_picture', picture, picture instanceof File ? picture.name : pictureName);
  return form;
}

/** Where a day is saved. */
export const dayPath = (log: Pick<DailyLogJson, 'id'>): string => `daily-log/${log.id}/`;

/** What a day's save sends: the day's fields with its week, duration '' when not given. */
export const dayBody = (log: Pick<DailyLogJson, 'id' | 'day' | 'weekly_log'>, values: DayFields) => ({
  ...values,
  id: log.id,
  day: log.day,
  weekly_log: log.weekly_log,
  duration: values.duration ?? '',
});

/** The signed-in member's weeks and days: one function per write (the weeks are read with the profile, lib/stores/profile.ts). */
export const weeklyLogs = {
  /**
   * Saves a week as the spec's call table says: GET user/profile/ first as a connectivity check, then a multipart
   * PUT user/weekly-log/{id}/ (60 s), falling back to PATCH. Throws the last failure. `headers`: the outbox's
   * Idempotency-Key, the same on the PUT and its PATCH.
   */
  save: async (
    weekId: number,
    values: WeekFields,
    picture: File | null,
    headers?: Record<string, string>,
  ): Promise<WeeklyLogJson> => {
    await api.get('user/profile/');
    const path = `user/weekly-log/${weekId}/`;
    const form = weekForm(sentWeekFields(values), picture);
    const options = { timeoutMs: UPLOAD_TIMEOUT_MS, headers };
    try {
      return await api.put<WeeklyLogJson>(path, form, options);
    } catch (err) {
      // A save with an Idempotency-Key that got no answer may have been made: the same key on a PATCH would be
      // another request (422), so it is kept for the outbox to send again as it was.
      if (!worthPatching(err) || (headers && err instanceof ApiError && err.network)) throw err;
      return await api.patch<WeeklyLogJson>(path, form, options);
    }
  },

  /** PUT daily-log/{id}/ (JSON): the day's fields with its week, duration '' when not given. */
  saveDay: (
    log: Pick<DailyLogJson, 'id' | 'day' | 'weekly_log'>,
    values: DayFields,
    headers?: Record<string, string>,
  ): Promise<DailyLogJson> => api.put<DailyLogJson>(dayPath(log), dayBody(log, values), { headers }),
};
