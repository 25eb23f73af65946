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

/** Each measurement and the journal only when filled (null or blank: not sent); the picture only when chosen. */
function weekForm(values: WeekFields, picture: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value && value.trim() !== '') form.append(name, value);
  if (picture) form.append('progress_picture', picture, picture.name);
  return form;
}

/** The signed-in member's weeks and days: one function per write (the weeks are read with the profile, lib/stores/profile.ts). */
export const weeklyLogs = {
  /**
   * Saves a week as the spec's call table says: GET user/profile/ first as a connectivity check, then a multipart
   * PUT user/weekly-log/{id}/ (60 s), falling back to PATCH. Throws the last failure.
   */
  save: async (weekId: number, values: WeekFields, picture: File | null): Promise<WeeklyLogJson> => {
    await api.get('user/profile/');
    const path = `user/weekly-log/${weekId}/`;
    const form = weekForm(values, picture);
    try {
      return await api.put<WeeklyLogJson>(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    } catch (err) {
      if (!worthPatching(err)) throw err;
      return await api.patch<WeeklyLogJson>(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    }
  },

  /** PUT daily-log/{id}/ (JSON): the day's fields with its week, duration '' when not given. */
  saveDay: (log: Pick<DailyLogJson, 'id' | 'day' | 'weekly_log'>, values: DayFields): Promise<DailyLogJson> =>
    api.put<DailyLogJson>(`daily-log/${log.id}/`, {
      ...values,
      id: log.id,
      day: log.day,
      weekly_log: log.weekly_log,
      duration: values.duration ?? '',
    }),
};
