import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useText } from '../../lib/i18n';
import { adminCoachingPanelsText } from '../../lib/i18n/en/admin-coaching-panels';
import { COACH_TEXT_MAX } from '../../lib/contracts/coaching-limits';
import type { NamedMember } from '../../lib/contracts/named-member';
import { $staffMessage, $thread, loadOlderMessages } from '../../lib/stores/admin-messages';
import { mutation } from '../../lib/stores/query';
import { errorMessage } from '../../lib/messages';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { checkedLater } from '../form/checked-later';
import { useForm } from '../form/use-form';
import LoadError from '../LoadError';
import ThreadMessage from '../ThreadMessage';

// The contract's schema (zod) comes with the first send, as every form of the staff screen's.
const checkMessage = checkedLater(() => import('../../lib/contracts/coaching').then((m) => m.messageRequest));

/** Reading older messages: not asked, under way, or failed with its message. */
type Older = { state: 'idle' | 'busy' } | { error: string };

interface Props {
  member: NonNullable<NamedMember>;
  onBack: () => void;
  /**
   * Each change (and the first render) takes keyboard focus to the conversation's heading: it opens from a button
   * that is hidden or gone by then (the queue's, the member panel's, the list's on a phone).
   */
  focusRequest: number;
}

/**
 * One member's conversation with the staff: older messages on demand, each message with who wrote it and when (its
 * text as text), and a composer; any staff member writes as themselves.
 */
export default function MessageThread({ member, onBack, focusRequest }: Props) {
  const t = useText(adminCoachingPanelsText.thread);
  const read = useStore($thread);
  const page = read.data;
  const [older, setOlder] = useState<Older>({ state: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the trigger, not a value the effect reads
  useEffect(() => heading.current?.focus(), [focusRequest]);
  const form = useForm({
    check: checkMessage,
    initial: { text: '' },
    send: async ({ text }) => {
      await mutation($staffMessage, { member, text });
      form.reset({ text: '' });
    },
  });
  const showOlder = async () => {
    setOlder({ state: 'busy' });
    try {
      await loadOlderMessages(member.id);
      setOlder({ state: 'idle' });
    } catch (err) {
      setOlder({ error: errorMessage(err) });
    }
  };
  const busy = 'state' in older && older.state === 'busy';
  return (
    <section className="card" aria-labelledby="thread-title" data-testid="staff-thread">
      <button type="button" className="btn-secondary mb-3 px-2 py-1 md:hidden" onClick={onBack}>
        {t.back}
      </button>
      <h2 id="thread-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t.title({ name: member.full_name })}
      </h2>
      {read.error && !page ? (
        <LoadError message={t.loadFailed} onRetry={() => $thread.revalidate()} className="mt-3" />
      ) : !page ? (
        <p role="status" className="mt-2 text-slate-700">
          {t.loading}
        </p>
      ) : (
        <>
          {page.nextBefore !== null && (
            <button type="button" className="btn-secondary mt-3" onClick={showOlder} disabled={busy}>
              {busy ? t.loadingOlder : t.older}
            </button>
          )}
          {'error' in older && <LoadError message={older.error} onRetry={showOlder} className="mt-3" />}
          {page.messages.length === 0 ? (
            <p className="mt-2 text-slate-700">{t.empty}</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {page.messages.map((m) => (
                <ThreadMessage key={m.id} message={m} badge={t.staff} staffReads />
              ))}
            </ol>
          )}
        </>
      )}
      <Form
        form={form}
        className="mt-4 space-y-2"
        actions={{ submit: { label: t.send, busyLabel: t.sending } }}
        testId="staff-message-form"
      >
        <Field name="text" as="textarea" rows={3} required label={t.label} maxLength={COACH_TEXT_MAX} />
      </Form>
    </section>
  );
}
