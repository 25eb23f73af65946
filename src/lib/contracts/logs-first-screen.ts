import type { OwnProfileJson } from './profiles';
import type { ProgressJson } from './progress';

/**
 * What /weekly-log and /dashboard are rendered with on the server, so their first HTML already shows the member's
 * weeks and check-in (a slow network waits for no script): the profile with its weeks as GET user/profile/ answers
 * it, and the progress as GET user/progress/ does (null when it could not be read: the page reads it then). The
 * islands put both into their cache under those paths (lib/stores/query.ts seedCache).
 */
export interface LogsFirstScreenJson {
  profile: OwnProfileJson;
  progress: ProgressJson | null;
}
