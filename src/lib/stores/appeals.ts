import { atom } from 'nanostores';
import { request } from '../api';
import type { AdminAppealJson, AppealJson } from '../contracts/appeals';
import { createFetcherStore, createMutatorStore } from './query';

/** The calls, fetched with the first write: the staff screen, which only reads the list on load, loads none of them. */
const client = () => import('../client/appeals').then((m) => m.appealsClient);

/**
 * Appeals: the one a member files on their standing card, and staff's list and decisions. A decision answers the
 * appeal as decided, which takes its place in the cached list: nothing reads the list again.
 */

/** POST user/appeals/ (with the standing token on the standing page): the member's appeal of one sanction. */
export const $fileAppeal = createMutatorStore<{ sanctionId: number; text: string; token: string | null }, AppealJson>(
  async ({ data }) => (await client()).file(data.sanctionId, data.text, data.token),
);

const ADMIN_APPEALS = 'admin/appeals/';

/** The appeals as the page read them on the server, answered once instead of asking again. */
let broughtByPage: AdminAppealJson[] | undefined;

/** The list's key once the staff screen runs (in the browser): the server never reads the stores. */
const $appealsWanted = atom<string | null>(null);

/** GET admin/appeals/: the open appeals, then the latest decided ones. */
export const $adminAppeals = createFetcherStore<AdminAppealJson[]>([$appealsWanted], {
  fetcher: async (path) => {
    const brought = broughtByPage;
    broughtByPage = undefined;
    return brought ?? request<AdminAppealJson[]>('GET', String(path));
  },
});

/** Starts the staff screen's appeals; `brought`, read by the page on the server, is shown without asking. */
export function startAppeals(brought?: AdminAppealJson[]): void {
  if ($appealsWanted.get()) return;
  broughtByPage = brought;
  $appealsWanted.set(ADMIN_APPEALS);
}

/** The list with `decided` in its place: after the open ones, first of the decided. */
export const withDecided = (appeals: readonly AdminAppealJson[], decided: AdminAppealJson): AdminAppealJson[] => {
  const others = appeals.filter((a) => a.id !== decided.id);
  return [...others.filter((a) => a.status === 'open'), decided, ...others.filter((a) => a.status !== 'open')];
};

/** POST admin/appeals/{id}/accept/ or /reject/ with staff's reply; the answer replaces the appeal in the list. */
export const $decideAppeal = createMutatorStore<
  { id: number; verdict: 'accept' | 'reject'; reply: string },
  AdminAppealJson
>(async ({ data, getCacheUpdater }) => {
  const decided = await (await client()).decide(data.id, data.verdict, data.reply);
  const [updateList, appeals] = getCacheUpdater<AdminAppealJson[]>(ADMIN_APPEALS, false);
  if (appeals) updateList(withDecided(appeals, decided));
  return decided;
});
