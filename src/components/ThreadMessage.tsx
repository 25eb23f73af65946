import type { ThreadMessageJson } from '../lib/contracts/coaching';
import { formatDateTime, useLocale } from '../lib/i18n';

interface Props {
  message: ThreadMessageJson;
  /** The word beside a staff member's name: "Coach" to the member, "Staff" to staff. */
  badge: string;
  /** Whether the reader is staff: the reader's own side's messages sit to the right. */
  staffReads: boolean;
}

/**
 * One message of a member's conversation with the coaches, on /messages and in the staff screen's Messages tab: who
 * wrote it (and that they are staff), when, and its text.
 */
export default function ThreadMessage({ message, badge, staffReads }: Props) {
  const locale = useLocale();
  const mine = message.from_staff === staffReads;
  return (
    <li
      className={`rounded-lg border p-3 ${message.from_staff ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'} ${mine ? 'ml-8' : 'mr-8'}`}
      data-testid="thread-message"
    >
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{message.author_name}</span>
        {message.from_staff && <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-800">{badge}</span>}
        {' · '}
        <time dateTime={message.created_at}>{formatDateTime(locale, message.created_at)}</time>
      </p>
      {/* Text, never HTML: React writes it as text. */}
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.text}</p>
    </li>
  );
}
