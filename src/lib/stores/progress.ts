import type { ProgressJson } from '../contracts/progress';
import { createFetcherStore, OWN_DATA } from './query';

/** GET user/progress/: the member's weekly series, check-in summary and goals. */
export const PROGRESS = 'user/progress/';
export const $progress = createFetcherStore<ProgressJson>(PROGRESS, OWN_DATA);
