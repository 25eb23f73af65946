import { useState } from 'react';
import Avatar from '../Avatar';
import LoadError from '../LoadError';
import StatusMessage, { type Status } from '../StatusMessage';
import { $blockedMembers, $unblock } from '../../lib/stores/blocked-members';
import { mutation } from '../../lib/stores/query';
import { useQuery } from '../../lib/stores/use-query';
import type { BlockedMemberJson } from '../../lib/contracts/safety';
import { errorMessage } from '../../lib/messages';
import { formatLongDate, useLocale, useText } from '../../lib/i18n';
import { memberProfileText } from '../../lib/i18n/en/member-profile';
import { profileText } from '../../lib/i18n/en/profile';
import TitledCard from '../TitledCard';

/**
 * Blocked members (issue 26, item 6): a blocked member vanishes from the feed, so this list is where a block is
 * lifted. Newest block first, each with Unblock; the result is said in the spec's words for unblocking.
 */
export default function BlockedMembersCard() {
  const t = useText(profileText.blockedMembers);
  const said = useText(memberProfileText.memberProfile);
  const locale = useLocale();
  const blocked = useQuery($blockedMembers);
  const members = blocked.data ?? null;
  const loadError = blocked.error === undefined ? '' : errorMessage(blocked.error);
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const [status, setStatus] = useState<Status | null>(null);

  async function unblock(member: BlockedMemberJson) {
    setUnblocking(member.id);
    setStatus(null);
    try {
      // The member leaves the list at once, and comes back if the server refused (lib/stores/blocked-members.ts).
      await mutation($unblock, member);
      setStatus({ kind: 'success', text: said.unblocked({ name: member.full_name }) });
    } catch (err) {
      console.error('Unblock failed', err);
      setStatus({ kind: 'error', text: said.unblockFailed });
    } finally {
      setUnblocking(null);
    }
  }

  return (
    <TitledCard titleId="blocked-members-title" title={t.title} testId="blocked-members">
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      {loadError ? (
        <LoadError className="mt-3" message={loadError} onRetry={$blockedMembers.revalidate} />
      ) : members === null ? (
        <p className="mt-3 text-slate-600" role="status">
          {t.loading}
        </p>
      ) : members.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 py-3" data-testid="blocked-member">
              <Avatar name={member.full_name} src={member.image} size="sm" />
              <div className="min-w-0 flex-1">
                <a href={`/user/${member.id}`} className="break-words font-semibold text-slate-900 hover:underline">
                  {member.full_name}
                </a>
                <p className="text-xs text-slate-600">{t.since({ date: formatLongDate(locale, member.since) })}</p>
              </div>
              <button
                type="button"
                className="btn-secondary shrink-0"
                aria-label={t.unblockName({ name: member.full_name })}
                disabled={unblocking !== null}
                onClick={() => void unblock(member)}
              >
                {unblocking === member.id ? t.unblocking : t.unblock}
              </button>
            </li>
          ))}
        </ul>
      )}
      <StatusMessage status={status} className="mt-3" />
    </TitledCard>
  );
}
