import { getRuntime } from '../runtime';
import { logsFirstScreen } from '../services/logs-first-screen';
import type { LogsFirstScreenJson } from '../../lib/contracts/logs-first-screen';

/**
 * The weeks and progress a paid member's /weekly-log or /dashboard is rendered with, or undefined (not paid, or a
 * failed read: the island then reads them from the API, with its own error and Retry).
 */
export async function logsFirstScreenFor(
  user: { id: number; hasPaid: boolean } | null | undefined,
  page: string,
): Promise<LogsFirstScreenJson | undefined> {
  if (!user?.hasPaid) return undefined;
  const rt = await getRuntime();
  try {
    return (await logsFirstScreen(rt, user.id)) ?? undefined;
  } catch (err) {
    rt.log.warn({ event: 'page.logs_first_screen_failed', page, err }, 'the logs could not be read on the server');
    return undefined;
  }
}
