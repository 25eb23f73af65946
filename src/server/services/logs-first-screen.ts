import type { Runtime } from '../runtime';
import type { LogsFirstScreenJson } from '../../lib/contracts/logs-first-screen';
import { ownProfile } from './profiles';
import { memberProgress } from './progress';

/**
 * The member's weeks and progress for the server render of /weekly-log and /dashboard: the same answers as
 * GET user/profile/ (which also makes weeks 1..current) and GET user/progress/, read one after the other (the
 * progress reads the weeks the profile made). Null when the member has no profile row.
 */
export async function logsFirstScreen(rt: Runtime, userId: number): Promise<LogsFirstScreenJson | null> {
  const profile = await ownProfile(rt, userId);
  if (!profile.ok) return null;
  const progress = await memberProgress(rt, userId);
  return { profile: profile.value, progress: progress.ok ? progress.value : null };
}
