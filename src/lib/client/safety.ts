import { ApiError, api } from '../api';
import type { BlockedMemberJson, BlockJson, BlockRequest, NewReport, ReportJson } from '../contracts/safety';

/** Reports to the moderation team, and blocks: one function per endpoint. */
export const safety = {
  report: (report: NewReport) => api.post<ReportJson>('report/', report),

  block: (userId: number) => api.post<BlockJson>('block/', { blocked: userId } satisfies BlockRequest),

  unblock: (userId: number) => api.delete<null>(`unblock/${userId}/`),

  /** The members the signed-in member blocks, newest first. */
  blocked: () => api.get<BlockedMemberJson[]>('block/'),
};

/**
 * The server's message when this member has already reported the item and it is awaiting review (code
 * already_reported, answered in the page's language), else null: every other failure keeps the spec's message.
 */
export function alreadyReported(err: unknown): string | null {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const { code, detail } = err.data as { code?: unknown; detail?: unknown };
  return code === 'already_reported' && typeof detail === 'string' && detail ? detail : null;
}
