import { safety } from '../client/safety';
import type { NewReport, ReportJson } from '../contracts/safety';
import { createMutatorStore } from './query';

/**
 * POST report/: a member's report of a post, a comment or a profile. The member reads no list of their reports, so
 * the answer changes nothing cached; staff's lists are read on the staff screen.
 */
export const $fileReport = createMutatorStore<NewReport, ReportJson>(({ data }) => safety.report(data));
