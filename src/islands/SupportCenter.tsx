import { useState, type SubmitEvent } from 'react';
import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PRIORITIES,
  SUPPORT_SUBJECT_MAX,
  supportMessageSchema,
} from '../lib/contracts/support';
import { FULL_NAME_MAX } from '../lib/contracts/profile-limits';
import SupportFaq from '../components/SupportFaq';
import TitledCard from '../components/TitledCard';
import LinkButtons from '../components/LinkButtons';
import { FieldFrame } from '../components/form/Field';
import { useHydrated } from '../components/useHydrated';
import { useText } from '../lib/i18n';
import { supportText } from '../lib/i18n/en/support';
import { mutation } from '../lib/stores/query';
import { $supportMessage } from '../lib/stores/support';

interface Props {
  /** Prefilled from the signed-in member. */
  name: string;
  email: string;
}

type Status = 'idle' | 'sending' | 'success' | 'error';

/** Support: Help Center, the contact form, the FAQ, and quick links. */
export default function SupportCenter({ name, email }: Props) {
  const t = useText(supportText.supportCenter);
  const priorities = useText(supportText.priorities);
  const hydrated = useHydrated();
  const empty: Record<'name' | 'email' | 'subject' | 'priority' | 'message', string> = {
    name,
    email,
    subject: '',
    priority: DEFAULT_SUPPORT_PRIORITY,
    message: '',
  };
  const [form, setForm] = useState(empty);
  const [status, setStatus] = useState<Status>('idle');

  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // What the server would refuse (a blank subject, say) gets the same banner without the round trip.
    const checked = supportMessageSchema.safeParse(form);
    if (!checked.success) {
      setStatus('error');
      return;
    }
    setStatus('sending');
    try {
      await mutation($supportMessage, checked.data);
      // The name and email stay as sent (replies go to that address); subject, priority and message clear.
      setForm((sent) => ({ ...empty, name: sent.name, email: sent.email }));
      setStatus('success');
    } catch (err) {
      console.error('Support message failed', err);
      setStatus('error');
    }
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <h1 className="page-title">{t.title}</h1>
      <TitledCard titleId="help-center-title" title={t.helpCenter}>
        <p className="mt-2 text-slate-700">{t.intro}</p>
      </TitledCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard titleId="contact-title" title={t.contactUs}>
          <div aria-live="polite">
            {status === 'success' && <p className="alert-success mt-3">{t.sent}</p>}
            {status === 'error' && (
              <p role="alert" className="alert-error mt-3">
                {t.failed}
              </p>
            )}
          </div>
          <form onSubmit={submit} className="mt-4">
            {/* Until the island runs, what is typed would be replaced by its first state: the fields wait with the
                button. The limits stop the typing; the form has no counters. */}
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
              <FieldFrame
                label={t.fullName}
                required
                maxLength={FULL_NAME_MAX}
                counter={false}
                autoComplete="name"
                value={form.name}
                onValue={set('name')}
              />
              <FieldFrame
                label={t.email}
                type="email"
                required
                autoComplete="email"
                value={form.email}
                onValue={set('email')}
              />
              <FieldFrame
                label={t.subject}
                required
                maxLength={SUPPORT_SUBJECT_MAX}
                counter={false}
                value={form.subject}
                onValue={set('subject')}
              />
              <FieldFrame as="select" label={t.priority} value={form.priority} onValue={set('priority')}>
                {SUPPORT_PRIORITIES.map((value) => (
                  <option key={value} value={value}>
                    {priorities[value]}
                  </option>
                ))}
              </FieldFrame>
              <FieldFrame
                as="textarea"
                label={t.message}
                required
                rows={5}
                maxLength={SUPPORT_MESSAGE_MAX}
                counter={false}
                value={form.message}
                onValue={set('message')}
              />
              <button type="submit" className="btn-primary" disabled={status === 'sending'}>
                {status === 'sending' ? t.sending : t.send}
              </button>
            </fieldset>
          </form>
        </TitledCard>

        <TitledCard titleId="faq-title" title={t.faq}>
          <SupportFaq />
        </TitledCard>
      </div>

      <TitledCard as="nav" titleId="links-title" title={t.quickLinks}>
        <LinkButtons
          list
          className="mt-3 flex flex-wrap gap-3"
          links={[
            { href: '/dashboard', label: t.dashboard },
            { href: '/community', label: t.community },
            { href: '/profile', label: t.myProfile },
          ]}
        />
      </TitledCard>
    </div>
  );
}
