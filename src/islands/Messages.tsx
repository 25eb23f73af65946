import { useStore } from '@nanostores/react';
import LoadError from '../components/LoadError';
import ThreadMessage from '../components/ThreadMessage';
import { Field } from '../components/form/Field';
import { Form } from '../components/form/Form';
import { useForm } from '../components/form/use-form';
import { checkedLater } from '../components/form/checked-later';
import { useHydrated } from '../components/useHydrated';
import { COACH_TEXT_MAX } from '../lib/contracts/coaching-limits';
import { useText } from '../lib/i18n';
import { messagesPageText } from '../lib/i18n/en/messages-page';
import { errorMessage } from '../lib/messages';
import { mutation } from '../lib/stores/query';
import { useQuery } from '../lib/stores/use-query';
import { $olderMessages, $sendMessage, $thread } from '../lib/stores/messages';

interface Props {
  /** Staff have no conversation of their own: the page says where they write instead. */
  isStaff: boolean;
}

/** The message's rule, fetched with the first send: the page loads no zod. */
const checkMessage = checkedLater(() => import('../lib/contracts/coaching').then((m) => m.messageRequest));

/** /messages: the member's one conversation with the coaches, oldest first, and a box to write in it (issue 29). */
export default function Messages({ isStaff }: Props) {
  const t = useText(messagesPageText.page);
  const { data: thread, error } = useQuery($thread);
  const older = useStore($olderMessages);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="page-title">{t.title}</h1>
      {isStaff ? (
        <div className="card space-y-3">
          <p>{t.staffNote}</p>
          <a href="/admin" className="btn-primary inline-block">
            {t.openAdmin}
          </a>
        </div>
      ) : (
        <>
          <p className="text-slate-700">{t.intro}</p>
          <section className="card space-y-4" aria-labelledby="thread-title" data-testid="thread">
            <h2 id="thread-title" className="sr-only">
              {t.listLabel}
            </h2>
            {error ? (
              <LoadError message={errorMessage(error)} onRetry={$thread.revalidate} />
            ) : !thread ? (
              <p role="status">{t.loading}</p>
            ) : (
              <>
                {thread.nextBefore !== null && (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => void $olderMessages.mutate()}
                    disabled={older.loading}
                  >
                    {older.loading ? t.loadingOlder : t.older}
                  </button>
                )}
                {older.error !== undefined && <p className="alert-error">{errorMessage(older.error)}</p>}
                {thread.messages.length === 0 ? (
                  <p data-testid="thread-empty">{t.empty}</p>
                ) : (
                  <ol className="space-y-3">
                    {thread.messages.map((m) => (
                      <ThreadMessage key={m.id} message={m} badge={t.coach} staffReads={false} />
                    ))}
                  </ol>
                )}
              </>
            )}
            <Composer />
          </section>
        </>
      )}
    </div>
  );
}

/** The box to write to the coaches: the contract's 1–2,000 characters, the server's refusals by code. */
function Composer() {
  const t = useText(messagesPageText.page);
  const hydrated = useHydrated();
  const form = useForm({
    check: checkMessage,
    initial: { text: '' },
    send: async ({ text }) => {
      await mutation($sendMessage, text);
      form.reset();
    },
  });
  return (
    <Form
      form={form}
      className="space-y-3 border-t border-slate-200 pt-4"
      testId="message-form"
      actions={{ submit: { label: t.send, busyLabel: t.sending, disabled: !hydrated } }}
    >
      <Field as="textarea" name="text" label={t.composer} rows={4} maxLength={COACH_TEXT_MAX} required />
    </Form>
  );
}
