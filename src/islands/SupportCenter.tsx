import { useId, useState, type SubmitEvent } from 'react';
import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PRIORITIES,
  SUPPORT_SUBJECT_MAX,
  supportMessageSchema,
} from '../lib/contracts/support';
import { FULL_NAME_MAX } from '../lib/contracts/profile-limits';
import SupportFaq from '../components/SupportFaq';
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
  const ids = { name: useId(), email: useId(), subject: useId(), priority: useId(), message: useId() };
  const empty: Record<'name' | 'email' | 'subject' | 'priority' | 'message', string> = {
    name,
    email,
    subject: '',
    priority: DEFAULT_SUPPORT_PRIORITY,
    message: '',
  };
  const [form, setForm] = useState(empty);
  const [status, setStatus] = useState<Status>('idle');

  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

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
      <section className="card" aria-labelledby="help-center-title">
        <h2 id="help-center-title" className="text-lg font-semibold">
          {t.helpCenter}
        </h2>
        <p className="mt-2 text-slate-700">{t.intro}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby="contact-title">
          <h2 id="contact-title" className="text-lg font-semibold">
            {t.contactUs}
          </h2>
          <div aria-live="polite">
            {status === 'success' && <p className="alert-success mt-3">{t.sent}</p>}
            {status === 'error' && (
              <p role="alert" className="alert-error mt-3">
                {t.failed}
              </p>
            )}
          </div>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <label htmlFor={ids.name} className="field-label">
                {t.fullName}
              </label>
              <input
                id={ids.name}
                required
                maxLength={FULL_NAME_MAX}
                autoComplete="name"
                value={form.name}
                onChange={set('name')}
                className="field-input"
              />
            </div>
            <div>
              <label htmlFor={ids.email} className="field-label">
                {t.email}
              </label>
              <input
                id={ids.email}
                type="email"
                required
                autoComplete="email"
                value={form.email}
                onChange={set('email')}
                className="field-input"
              />
            </div>
            <div>
              <label htmlFor={ids.subject} className="field-label">
                {t.subject}
              </label>
              <input
                id={ids.subject}
                required
                maxLength={SUPPORT_SUBJECT_MAX}
                value={form.subject}
                onChange={set('subject')}
                className="field-input"
              />
            </div>
            <div>
              <label htmlFor={ids.priority} className="field-label">
                {t.priority}
              </label>
              <select id={ids.priority} value={form.priority} onChange={set('priority')} className="field-input">
                {SUPPORT_PRIORITIES.map((value) => (
                  <option key={value} value={value}>
                    {priorities[value]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.message} className="field-label">
                {t.message}
              </label>
              <textarea
                id={ids.message}
                required
                rows={5}
                maxLength={SUPPORT_MESSAGE_MAX}
                value={form.message}
                onChange={set('message')}
                className="field-input"
              />
            </div>
            <button type="submit" className="btn-primary" disabled={!hydrated || status === 'sending'}>
              {status === 'sending' ? t.sending : t.send}
            </button>
          </form>
        </section>

        <section className="card" aria-labelledby="faq-title">
          <h2 id="faq-title" className="text-lg font-semibold">
            {t.faq}
          </h2>
          <SupportFaq />
        </section>
      </div>

      <nav className="card" aria-labelledby="links-title">
        <h2 id="links-title" className="text-lg font-semibold">
          {t.quickLinks}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          <li>
            <a href="/dashboard" className="btn-secondary">
              {t.dashboard}
            </a>
          </li>
          <li>
            <a href="/community" className="btn-secondary">
              {t.community}
            </a>
          </li>
          <li>
            <a href="/profile" className="btn-secondary">
              {t.myProfile}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
