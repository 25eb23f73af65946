import { atom } from 'nanostores';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Where the saves waiting are shown to the member (src/components/offline/OutboxUi.tsx): a React root of its own at
 * the end of the page, made the first time the outbox has something to say (a refusal on replay, a click on the top
 * bar's count), on whichever page that is. It also holds a toast region, for the success of a replay on a page
 * whose own region is not mounted yet.
 */
export const $outboxReviewOpen = atom(false);

let mounted = false;

/** Mounts the root (once) and opens the dialog of the saves waiting. */
export async function openOutboxReview(): Promise<void> {
  await mountOutboxUi();
  $outboxReviewOpen.set(true);
}

/** Mounts the root (once): the dialog, closed, and the toast region. */
export async function mountOutboxUi(): Promise<void> {
  if (mounted) return;
  mounted = true;
  const { default: OutboxUi } = await import('../../components/offline/OutboxUi');
  const host = document.createElement('div');
  host.dataset['outboxUi'] = '';
  document.body.append(host);
  createRoot(host).render(createElement(OutboxUi));
}
