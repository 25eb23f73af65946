import { atom, computed } from 'nanostores';
import { createFetcherStore, invalidateKeys, updateCache } from './query';
import { request } from '../api';
import type {
  AdminReportJson,
  AdminReportPageJson,
  ContentRemovedJson,
  ModerationActionJson,
} from '../contracts/admin';

/**
 * The staff screen's reports (the pending ones on top of the screen, and the full paged list) and the moderation log.
 * A review or a removal (stores/moderation.ts) changes the reports shown from its answer; the full list's page is
 * read again, since a review can move reports across its pages.
 */

const REPORTS_PATH = 'admin/reports/';

/** The reports as the page read them on the server, answered once instead of asking again. */
let broughtByPage: AdminReportJson[] | undefined;

/** Whether the screen runs (in the browser): the server never reads the stores. */
const $reportsWanted = atom<string | null>(null);

/** Every report (the banner shows the pending ones). */
export const $reports = createFetcherStore<AdminReportJson[]>([$reportsWanted], {
  onErrorRetry: null,
  fetcher: async (path) => {
    const brought = broughtByPage;
    broughtByPage = undefined;
    return brought ?? request<AdminReportJson[]>('GET', String(path));
  },
});

/** Starts the reports; `brought`, read by the page on the server, is shown without asking. */
export function startReports(brought?: AdminReportJson[]): void {
  if ($reportsWanted.get()) return;
  broughtByPage = brought;
  $reportsWanted.set(REPORTS_PATH);
}

/** Applies an action's answer to the reports shown, and has the full list read its page again. */
function reportsAnswered(change: (reports: AdminReportJson[]) => AdminReportJson[]): void {
  updateCache((key) => key === REPORTS_PATH, change);
  invalidateKeys((key) => key.startsWith(`${REPORTS_PATH}?`));
}

/** A review's answer: the report as it stands now takes the place of its copy. */
export const reportReviewed = (reviewed: AdminReportJson): void =>
  reportsAnswered((all) => all.map((r) => (r.id === reviewed.id ? reviewed : r)));

/** A removal's answer: the reports it resolved, and those about what it removed (afterRemoval). */
export const contentRemoved = (removed: ContentRemovedJson): void =>
  reportsAnswered((all) => afterRemoval(all, removed));

/**
 * The reports after a removal: those it resolved are resolved, and every report about the removed item (or one the
 * removal resolved, such as a comment under a removed post) shows it as deleted.
 */
export function afterRemoval(
  reports: AdminReportJson[],
  removed: ContentRemovedJson,
  now = new Date().toISOString(),
): AdminReportJson[] {
  const resolved = new Set(removed.reports_resolved);
  return reports.map((r) => {
    const about = r.content_type === removed.content_type && r.content_id === removed.content_id;
    if (!about && !resolved.has(r.id)) return r;
    return { ...r, content: null, ...(resolved.has(r.id) ? { status: 'resolved' as const, resolved_at: now } : {}) };
  });
}

/** Reports on one page of the full list. */
export const REPORT_PAGE_SIZE = 20;

/** The full list's page and filter; null while it is closed. */
export const $reportListQuery = atom<{ page: number; pendingOnly: boolean } | null>(null);

const $reportPagePath = computed($reportListQuery, (asked) =>
  asked
    ? `${REPORTS_PATH}?page=${asked.page}&limit=${REPORT_PAGE_SIZE}&status=${asked.pendingOnly ? 'pending' : 'all'}`
    : null,
);

/** One page of every report, pending first (GET admin/reports/?page&limit&status). */
export const $reportPage = createFetcherStore<AdminReportPageJson>([$reportPagePath], {
  onErrorRetry: null,
  fetcher: async (path) => {
    const answer = await request<AdminReportPageJson>('GET', String(path));
    // A page emptied by actions (its last report resolved): go back one.
    const asked = $reportListQuery.get();
    if (answer.results.length === 0 && asked && asked.page > 1)
      $reportListQuery.set({ ...asked, page: asked.page - 1 });
    return answer;
  },
});

/** Whether the moderation log is open: it is read when opened, and again after an action while open. */
export const $logOpen = atom(false);

export const $moderationLog = createFetcherStore<ModerationActionJson[]>(
  [computed($logOpen, (open) => (open ? 'admin/moderation-log/' : null))],
  { onErrorRetry: null },
);

/** After an action: the log, when open, reads its entries again (the action is its newest entry; its answer is not). */
export const logAnswered = (): void => invalidateKeys('admin/moderation-log/');
