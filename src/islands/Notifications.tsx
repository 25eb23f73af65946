import { useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import LoadError from '../components/LoadError';
import type { NotificationJson } from '../lib/contracts/notifications';
import { formatDateTime, useLocale, useText } from '../lib/i18n';
import { notificationsPageText } from '../lib/i18n/en/notifications-page';
import { errorMessage } from '../lib/messages';
import { mutation } from '../lib/stores/query';
import { useQuery } from '../lib/stores/use-query';
import { $markRead, $notifications, $olderNotifications } from '../lib/stores/notification-list';

/**
 * A link of this site only: the server writes paths, and nothing else is followed. Resolved as the browser would
 * (`//host` and `/\host` name another site), it must stay on this origin.
 */
const SITE = 'https://site.invalid';
const sitePath = (link: string) => {
  const url = new URL(link, SITE);
  return link.startsWith('/') && url.origin === SITE ? url.pathname + url.search + url.hash : '/notifications';
};

/** /notifications: the member's notifications, newest first, unread marked; opening one reads it (issue 29). */
export default function Notifications() {
  const t = useText(notificationsPageText.page);
  const { data: shown, error } = useQuery($notifications);
  const older = useStore($olderNotifications);
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState('');

  async function markAll() {
    setMarking(true);
    setMarkError('');
    try {
      await mutation($markRead, 'all');
    } catch (err) {
      setMarkError(errorMessage(err));
    } finally {
      setMarking(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{t.title}</h1>
        {shown && shown.unread > 0 && (
          <button type="button" className="btn-secondary" onClick={() => void markAll()} disabled={marking}>
            {marking ? t.marking : t.markAll}
          </button>
        )}
      </div>
      {markError && (
        <p role="alert" className="alert-error">
          {markError}
        </p>
      )}
      {error ? (
        <LoadError message={errorMessage(error)} onRetry={$notifications.revalidate} />
      ) : !shown ? (
        <p role="status">{t.loading}</p>
      ) : shown.results.length === 0 ? (
        <p className="card" data-testid="notifications-empty">
          {t.empty}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          aria-label={t.listLabel}
        >
          {shown.results.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
      {shown?.nextBefore != null && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void $olderNotifications.mutate()}
          disabled={older.loading}
        >
          {older.loading ? t.loadingOlder : t.older}
        </button>
      )}
      {older.error !== undefined && <p className="alert-error">{errorMessage(older.error)}</p>}
      <p>
        <a href="/account-settings#mail-settings-title" className="link-standalone">
          {t.settings}
        </a>
      </p>
    </div>
  );
}

function NotificationItem({ notification: n }: { notification: NotificationJson }) {
  const t = useText(notificationsPageText.page);
  const locale = useLocale();
  const href = sitePath(n.link);

  // Opening an unread one reads it first, then follows its link (a failed mark still follows: the link matters more).
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (n.read || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    await mutation($markRead, n.id).catch(() => undefined);
    window.location.assign(href);
  }

  return (
    <li data-testid="notification" data-read={n.read}>
      <a
        href={href}
        onClick={(event) => void open(event)}
        className={`block px-4 py-3 hover:bg-slate-50 ${n.read ? 'text-slate-700' : 'bg-brand-50 font-semibold text-slate-900'}`}
      >
        {!n.read && (
          <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t.unread}</span>
        )}
        <span>{n.text}</span>
        <time dateTime={n.created_at} className="mt-1 block text-sm font-normal text-slate-600">
          {formatDateTime(locale, n.created_at)}
        </time>
      </a>
    </li>
  );
}
