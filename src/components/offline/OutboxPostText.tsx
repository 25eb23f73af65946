import type { OutboxEntry } from '../../lib/offline/outbox';

/**
 * The text of a post or comment waiting to be sent, quoted under its subject ("Post", "Comment"): a member with
 * several waiting knows which is which. A refused one shows its text in the field to correct instead.
 */
export default function OutboxPostText({ entry }: { entry: OutboxEntry }) {
  const content = (entry.body as { content?: unknown } | undefined)?.content;
  if (entry.refused || (entry.kind !== 'post' && entry.kind !== 'comment') || typeof content !== 'string') return null;
  return (
    <blockquote className="mt-1 whitespace-pre-wrap break-words border-l-2 border-slate-300 pl-2 text-sm text-slate-800">
      {content}
    </blockquote>
  );
}
