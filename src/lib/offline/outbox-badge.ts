import { OUTBOX_EVENT, waitingCount } from './outbox';
import { WAITING_KEY } from './waiting-key';

/**
 * The top bar's count of saves waiting (src/components/OutboxBadge.astro): drawn from the localStorage count, again
 * whenever this tab's outbox changes (OUTBOX_EVENT) or another tab's does (`storage`). Its words come with the
 * markup (rendered by the server), so this carries no catalogue. A click opens the saves waiting (components/offline/OutboxUi.tsx).
 */
function draw(count: number): void {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-outbox-badge]')) {
    const { one, many } = badge.dataset;
    const number = badge.querySelector<HTMLElement>('[data-outbox-count]');
    if (number) number.textContent = String(count);
    badge.hidden = count === 0;
    badge.setAttribute('aria-label', (count === 1 ? one : many?.replace('{n}', String(count))) ?? '');
  }
}

let shown = false;

/** Draws the count now and keeps it drawn (once per page). */
export function showOutboxCount(): void {
  draw(waitingCount());
  if (shown) return;
  shown = true;
  window.addEventListener(OUTBOX_EVENT, (event) => draw((event as CustomEvent<number>).detail));
  window.addEventListener('storage', (event) => {
    if (event.key === WAITING_KEY || event.key === null) draw(waitingCount());
  });
  for (const badge of document.querySelectorAll<HTMLElement>('[data-outbox-badge]')) {
    badge.addEventListener(
      'click',
      () => void import('./outbox-review-root').then(({ openOutboxReview }) => openOutboxReview()),
    );
  }
}
