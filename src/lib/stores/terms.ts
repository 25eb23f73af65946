import { atom } from 'nanostores';
import { createFetcherStore, createMutatorStore } from './query';
import { terms } from '../client/terms';
import type { TermsJson, TermsStatusJson } from '../contracts/terms';

/** The Terms of Service in force (GET terms/, read without a session), read when the dialog first opens. */
export const $termsWanted = atom<string | null>(null);

export const $terms = createFetcherStore<TermsJson>([$termsWanted], {
  onErrorRetry: null,
  fetcher: () => terms.current(),
});

/** The member's acceptance of the terms in force. */
export const $acceptTerms = createMutatorStore<void, TermsStatusJson>(() => terms.accept());
