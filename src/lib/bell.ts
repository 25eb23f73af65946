import { $bell } from './stores/notifications';

/**
 * The top bar's bell (src/components/NotificationBell.astro): its unread count and its name with the count, from
 * the data layer's `$bell`, which reads again when the page is shown again. The shell's script loads this for a
 * signed-in member only, so a visitor's page loads none of it. Answers how to stop (signed out in another tab).
 */
export function startBell(): () => void {
  return $bell.subscribe(({ data }) => {
    const unread = data?.unread ?? 0;
    for (const bell of document.querySelectorAll<HTMLElement>('[data-shell-bell]')) {
      const { label, unreadOne, unreadMany } = bell.dataset;
      const count = bell.querySelector<HTMLElement>('[data-bell-count]');
      if (count) {
        count.textContent = unread > 99 ? '99+' : String(unread);
        count.hidden = unread === 0;
      }
      const named = unread === 0 ? label : (unread === 1 ? unreadOne : unreadMany)?.replace('{n}', String(unread));
      bell.setAttribute('aria-label', named ?? '');
    }
  });
}
