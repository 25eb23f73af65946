import type { ProgressJson } from './progress';
import type { WeeklyLogJson } from './weekly-logs';

/**
 * What /weekly-log and /dashboard are rendered with on the server, so their first HTML already shows the member's
 * weeks and check-in (a slow network waits for no script): the weeks and the profile's weight as GET user/profile/
 * answers them, and the progress as GET user/progress/ does (null when it could not be read: the page reads it then).
 */
export interface LogsFirstScreenJson {
  weeks: WeeklyLogJson[];
  profileWeight: string | null;
  progress: ProgressJson | null;
}
