import { useEffect, useRef } from 'react';
import LoadError from '../LoadError';
import StatusMessage from '../StatusMessage';
import { useForm } from '../form/use-form';
import { MAIL_SETTINGS, type MailSetting } from '../../lib/contracts/coaching-limits';
import type { NotificationSettingsJson } from '../../lib/contracts/notifications';
import { useText } from '../../lib/i18n';
import { mailSettingsText } from '../../lib/i18n/en/mail-settings';
import { notificationsPageText } from '../../lib/i18n/en/notifications-page';
import { errorMessage } from '../../lib/messages';
import { mutation } from '../../lib/stores/query';
import { useQuery } from '../../lib/stores/use-query';
import { $notificationSettings, $saveNotificationSettings } from '../../lib/stores/notification-settings';

/** Each switch's words by its setting. */
const LABEL_OF = {
  email_coach_feedback: 'coachFeedback',
  email_messages: 'messages',
  email_comments: 'comments',
} as const satisfies Record<MailSetting, string>;

interface Props {
  /** Opened by its button, which is gone: the first switch takes focus once drawn. */
  focusFirst: boolean;
}

/** The card's switches once the member's choices are read. */
export default function MailSettingsPanel({ focusFirst }: Props) {
  const { data, error } = useQuery($notificationSettings);
  const loading = useText(mailSettingsText.card).loading;
  if (error)
    return <LoadError className="mt-3" message={errorMessage(error)} onRetry={$notificationSettings.revalidate} />;
  if (!data)
    return (
      <p role="status" className="mt-3 text-slate-600">
        {loading}
      </p>
    );
  return <MailSettingsForm saved={data} focusFirst={focusFirst} />;
}

function MailSettingsForm({ saved, focusFirst }: Props & { saved: NotificationSettingsJson }) {
  const t = useText(notificationsPageText.mailSwitches);
  const first = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the switches are first drawn
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, []);
  const form = useForm({
    // Three booleans: nothing to refuse before the server.
    check: (values: NotificationSettingsJson) => ({ ok: true, value: values }),
    initial: saved,
    send: async (values) => {
      form.reset(await mutation($saveNotificationSettings, values));
      return t.saved;
    },
  });
  // useForm's state with a plain <form>: three switches need none of Form's fields, and importing Form.tsx without
  // Field.tsx here would split the two into two scripts on every page with a form (one script, not two).
  const busy = form.busy !== null;
  return (
    <form
      id={form.id}
      noValidate
      onSubmit={form.submit}
      aria-busy={busy}
      className="mt-3"
      data-testid="mail-settings-form"
    >
      {MAIL_SETTINGS.map((setting, i) => (
        <div key={setting} className="flex items-center gap-3">
          <input
            ref={i === 0 ? first : undefined}
            id={`${form.id}-${setting}`}
            type="checkbox"
            role="switch"
            aria-checked={form.values[setting]}
            className="h-5 w-5"
            checked={form.values[setting]}
            disabled={busy}
            onChange={(ev) => form.set(setting, ev.target.checked)}
          />
          {/* Tall enough to tap: the switch is tapped through its label too. */}
          <label htmlFor={`${form.id}-${setting}`} className="flex min-h-11 items-center text-slate-800">
            {t[LABEL_OF[setting]]}
          </label>
        </div>
      ))}
      <button type="submit" className="btn-primary mt-3" disabled={busy} aria-busy={busy}>
        {busy ? t.saving : t.save}
      </button>
      <StatusMessage status={form.status} className="mt-3" />
    </form>
  );
}
