import LoadError from '../LoadError';
import { Form } from '../form/Form';
import { useForm } from '../form/use-form';
import { MAIL_SETTINGS, type MailSetting } from '../../lib/contracts/coaching-limits';
import type { NotificationSettingsJson } from '../../lib/contracts/notifications';
import { useText } from '../../lib/i18n';
import { mailSettingsText } from '../../lib/i18n/en/mail-settings';
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

/** The card's switches once the member's choices are read. */
export default function MailSettingsPanel() {
  const { data, error } = useQuery($notificationSettings);
  if (error)
    return <LoadError className="mt-3" message={errorMessage(error)} onRetry={$notificationSettings.revalidate} />;
  if (!data) return null;
  return <MailSettingsForm saved={data} />;
}

function MailSettingsForm({ saved }: { saved: NotificationSettingsJson }) {
  const t = useText(mailSettingsText.mailSettings);
  const form = useForm({
    // Three booleans: nothing to refuse before the server.
    check: (values: NotificationSettingsJson) => ({ ok: true, value: values }),
    initial: saved,
    send: async (values) => {
      form.reset(await mutation($saveNotificationSettings, values));
      return t.saved;
    },
  });
  return (
    <Form
      form={form}
      className="mt-3 space-y-1"
      testId="mail-settings-form"
      actions={{ submit: { label: t.save, busyLabel: t.saving }, className: 'mt-3 flex flex-wrap gap-2' }}
    >
      {MAIL_SETTINGS.map((setting) => (
        <div key={setting} className="flex items-center gap-3">
          <input
            id={`${form.id}-${setting}`}
            type="checkbox"
            role="switch"
            aria-checked={form.values[setting]}
            className="h-5 w-5"
            checked={form.values[setting]}
            disabled={form.busy !== null}
            onChange={(ev) => form.set(setting, ev.target.checked)}
          />
          {/* Tall enough to tap: the switch is tapped through its label too. */}
          <label htmlFor={`${form.id}-${setting}`} className="flex min-h-11 items-center text-slate-800">
            {t[LABEL_OF[setting]]}
          </label>
        </div>
      ))}
    </Form>
  );
}
