/**
 * Where localStorage mirrors how many saves wait in the outbox (outbox.ts). A module of its own with no imports: the
 * shell reads it on every page's first paint to know whether to fetch the replay, and must not bring the outbox's
 * code with it.
 */
// i18n-lint: not interface text (a storage key)
export const WAITING_KEY = 'fitgroup_outbox';
