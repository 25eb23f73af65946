import { atom, computed } from 'nanostores';
import { createFetcherStore, invalidateKeys } from './query';
import { request } from '../api';
import type { AdminReportJson, AdminReportPageJson, ModerationActionJson } from '../contracts/admin';

/**
 * The staff screen's reports (the pending ones on top of the screen, and the full paged list) and the moderation log.
 * A review or a removal changes the reports shown from its answer; the full list's page is read again, since a
 * review can move reports across its pages.
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
export function reportsAnswered(change: (reports: AdminReportJson[]) => AdminReportJson[]): void {
  const reports = $reports.value?.data;
  if (reports) $reports.mutate(change(reports));
  invalidateKeys((key) => key.startsWith(`${REPORTS_PATH}?`));
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

/** After an action: the log, when open, reads its entries again (the action is its newest entry). */
export const logAnswered = (): void => invalidateKeys('admin/moderation-log/');
