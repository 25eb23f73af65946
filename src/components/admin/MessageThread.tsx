import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
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

// The contract's schema (zod) comes with the first send, as every form of the staff screen's.
const checkMessage = checkedLater(() => import('../../lib/contracts/coaching').then((m) => m.messageRequest));

/**
 * One member's conversation with the staff: older messages on demand, each message with who wrote it and when (its
 * text as text), and a composer; any staff member writes as themselves.
 */
export default function MessageThread({ member, onBack }: { member: NonNullable<NamedMember>; onBack: () => void }) {
  const t = useText(adminCoachingPanelsText.thread);
  const locale = useLocale();
  const read = useStore($thread);
  const page = read.data;
  const [older, setOlder] = useState<'idle' | 'busy' | string>('idle');
  const form = useForm({
    check: checkMessage,
    initial: { text: '' },
    send: async ({ text }) => {
      await mutation($staffMessage, { member, text });
      form.reset({ text: '' });
    },
  });
  const showOlder = async () => {
    setOlder('busy');
    try {
      await loadOlderMessages(member.id);
      setOlder('idle');
    } catch (err) {
      setOlder(errorMessage(err));
    }
  };
  return (
    <section className="card" aria-labelledby="thread-title" data-testid="staff-thread">
      <button type="button" className="btn-secondary mb-3 px-2 py-1 md:hidden" onClick={onBack}>
        {t.back}
      </button>
      <h2 id="thread-title" className="text-lg font-semibold">
        {t.title({ name: member.full_name })}
      </h2>
      {read.error && !page ? (
        <LoadError message={t.loadFailed} onRetry={() => $thread.revalidate()} className="mt-3" />
      ) : !page ? (
        <p className="mt-2 text-slate-700">{t.loading}</p>
      ) : (
        <>
          {page.nextBefore !== null && (
            <button type="button" className="btn-secondary mt-3" onClick={showOlder} disabled={older === 'busy'}>
              {older === 'busy' ? t.loadingOlder : t.older}
            </button>
          )}
          {older !== 'idle' && older !== 'busy' && <LoadError message={older} onRetry={showOlder} className="mt-3" />}
          {page.messages.length === 0 ? (
            <p className="mt-2 text-slate-700">{t.empty}</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {page.messages.map((m) => (
                <li
                  key={m.id}
                  className={`rounded-md p-3 ${m.from_staff ? 'ml-6 bg-blue-50' : 'mr-6 bg-slate-100'}`}
                  data-testid="thread-message"
                >
                  <p className="text-sm font-semibold text-slate-800">
                    {t.byOn({ name: m.author_name, date: formatDateTime(locale, m.created_at) })}
                    {m.from_staff && <span className="ml-2 text-xs font-medium text-blue-800">{t.staff}</span>}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
                </li>
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
