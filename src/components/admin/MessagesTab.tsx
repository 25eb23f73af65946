import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
import { adminCoachingPanelsText } from '../../lib/i18n/en/admin-coaching-panels';
import { $threadMember, $threads, openThread, startThreads } from '../../lib/stores/admin-messages';
import LoadError from '../LoadError';
import MessageThread from './MessageThread';
import type { ThreadRequest } from './AdminTabs';
import type { NamedMember } from '../../lib/contracts/named-member';

/**
 * The Messages tab: every member's thread with the staff, newest activity first, each with its unread count and its
 * last message; choosing one opens the conversation beside the list (under it on a phone, the list hidden).
 */
export default function MessagesTab({ request }: { request: ThreadRequest | null }) {
  const t = useText(adminCoachingPanelsText.threads);
  const locale = useLocale();
  useEffect(startThreads, []);
  const [focusRequest, setFocusRequest] = useState(0);
  const show = (member: NonNullable<NamedMember>) => {
    openThread(member);
    setFocusRequest((n) => n + 1);
  };
  // Each request opens its member's conversation, the same member again too (another thread was opened since).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request is the trigger; `show` is the same act each render
  useEffect(() => {
    if (request) show(request.member);
  }, [request]);
  const listTitle = useRef<HTMLHeadingElement>(null);
  /** Set by Back: once the conversation has closed, focus goes to the list that shows again. */
  const backed = useRef(false);
  const read = useStore($threads);
  const open = useStore($threadMember);
  const threads = read.data;
  useEffect(() => {
    if (open || !backed.current) return;
    backed.current = false;
    listTitle.current?.focus();
  }, [open]);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className={`card md:col-span-1 ${open ? 'hidden md:block' : ''}`} aria-labelledby="threads-title">
        <h2 id="threads-title" ref={listTitle} tabIndex={-1} className="text-lg font-semibold">
          {t.title}
        </h2>
        {read.error && !threads ? (
          <LoadError message={t.loadFailed} onRetry={() => $threads.revalidate()} className="mt-3" />
        ) : !threads ? (
          <p role="status" className="mt-2 text-slate-700">
            {t.loading}
          </p>
        ) : threads.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {threads.map((thread) => (
              <li key={thread.member.id}>
                <button
                  type="button"
                  className={`w-full py-2 text-left ${open?.id === thread.member.id ? 'bg-blue-50' : ''}`}
                  aria-current={open?.id === thread.member.id ? 'true' : undefined}
                  onClick={() => show(thread.member)}
                  data-testid="thread-summary"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{thread.member.full_name}</span>
                    {thread.unread > 0 && (
                      <span className="rounded-full bg-blue-700 px-2 text-xs font-semibold text-white">
                        {t.unread(thread.unread)}
                      </span>
                    )}
                  </span>
                  <span className="block truncate text-sm text-slate-700">{thread.last_message.text}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(locale, thread.last_message.created_at)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="md:col-span-2">
        {open ? (
          <MessageThread
            key={open.id}
            member={open}
            focusRequest={focusRequest}
            onBack={() => {
              backed.current = true;
              openThread(null);
            }}
          />
        ) : (
          <p className="card hidden text-slate-700 md:block">{t.pick}</p>
        )}
      </div>
    </div>
  );
}
