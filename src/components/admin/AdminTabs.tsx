import { Suspense, lazy, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { adminCoachingText } from '../../lib/i18n/en/admin-coaching';
import type { NamedMember } from '../../lib/contracts/named-member';

// The Messages tab (its stores, its text, its composer) is fetched when staff first open it.
const MessagesTab = lazy(() => import('./MessagesTab'));

export type AdminTab = 'members' | 'messages';

/** A member's conversation asked for (from the queue or a member's panel); each request is a new object. */
export interface ThreadRequest {
  member: NonNullable<NamedMember>;
}
const TABS: AdminTab[] = ['members', 'messages'];

interface Props {
  tab: AdminTab;
  onTab: (tab: AdminTab) => void;
  /** The conversation the Messages tab opens on (from the queue or a member's panel). */
  thread: ThreadRequest | null;
  /** The Members tab: the queue, reports, appeals, the member list and panel, the log. */
  children: ReactNode;
}

/**
 * The staff screen's two tabs (the ARIA tabs pattern: arrow keys move between them). The Members tab stays in the
 * page while Messages shows, so a member's panel keeps its state; Messages is mounted once first opened.
 */
export default function AdminTabs({ tab, onTab, thread, children }: Props) {
  const t = useText(adminCoachingText.tabs);
  const loading = useText(adminText.adminPanel).loading;
  const [opened, setOpened] = useState(false);
  const refs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});
  if (tab === 'messages' && !opened) setOpened(true);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = tab === 'members' ? 'messages' : 'members';
    onTab(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={t.label}
        className="mb-4 flex gap-1 border-b border-slate-300"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={tab === name}
            // Messages' panel exists once first opened: until then the tab names no element.
            aria-controls={name === 'members' || opened ? `admin-panel-${name}` : undefined}
            tabIndex={tab === name ? 0 : -1}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${tab === name ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700'}`}
            onClick={() => onTab(name)}
          >
            {t[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="admin-panel-members" aria-labelledby="admin-tab-members" hidden={tab !== 'members'}>
        {children}
      </div>
      {opened && (
        <div role="tabpanel" id="admin-panel-messages" aria-labelledby="admin-tab-messages" hidden={tab !== 'messages'}>
          <Suspense fallback={<p className="card text-slate-700">{loading}</p>}>
            <MessagesTab request={thread} />
          </Suspense>
        </div>
      )}
    </>
  );
}
