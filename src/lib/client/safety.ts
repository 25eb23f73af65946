import { api } from '../api';
import type { BlockedMemberJson, BlockJson, BlockRequest, NewReport, ReportJson } from '../contracts/safety';

/** Reports to the moderation team, and blocks: one function per endpoint. */
export const safety = {
  report: (report: NewReport) => api.post<ReportJson>('report/', report),

  block: (userId: number) => api.post<BlockJson>('block/', { blocked: userId } satisfies BlockRequest),

  unblock: (userId: number) => api.delete<null>(`unblock/${userId}/`),

  /** The members the signed-in member blocks, newest first. */
  blocked: () => api.get<BlockedMemberJson[]>('block/'),
};
