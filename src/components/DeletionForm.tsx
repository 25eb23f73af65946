import {
  confirmationPhraseIn,
  DEFAULT_DELETION_REASON,
  EMAIL_MISMATCH,
  PHRASE_MISMATCH,
  isConfirmationPhrase,
} from '../lib/contracts/account-deletion';
import type { AccountDeletionInput } from '../lib/contracts/accounts';
import { normalizeEmail } from '../lib/contracts/emails';
import { endSession } from '../lib/session';
import { BASE_LOCALE, textIn, useLocale, useText } from '../lib/i18n';
import { messageText } from '../lib/form-messages';
import { profileText } from '../lib/i18n/en/profile';
import { errorMessage, failureCode } from '../lib/messages';
import { $deleteAccount } from '../lib/stores/account-deletion';
import { mutation } from '../lib/stores/query';
import { Form } from './form/Form';
import { Field } from './form/Field';
import type { Checked } from './form/checked';
import { useForm } from './form/use-form';

/** The reasons offered, by their key in the profile catalogue's `deletionReasons`. */
const DELETION_REASONS = [
  'noLongerNeeded',
  'privacy',
  'foundAnother',
  'notMeetingNeeds',
  'tooManyNotifications',
  'other',
] as const;
/** The reason goes to the server in English, whatever the page's language: staff read the deletion log. */
const ENGLISH_REASONS = textIn(profileText.deletionReasons, BASE_LOCALE);

const isReason = (value: string): value is (typeof DELETION_REASONS)[number] =>
  (DELETION_REASONS as readonly string[]).includes(value);

type DeletionValues = { reason: string; phrase: string; email: string; password: string };
const EMPTY: DeletionValues = { reason: '', phrase: '', email: '', password: '' };

interface Props {
  /** The emails that count as "yours": the profile's and the session's (compared case-insensitively). */
  accountEmails: string[];
  onCancel: () => void;
}

/**
 * The phrase and an email of the account, checked here one at a time as the spec orders them (the server checks
 * them again, and the password).
 */
const checkDeletion =
  (accountEmails: string[]) =>
  ({ reason, phrase, email, password }: DeletionValues): Checked<AccountDeletionInput> => {
    if (!isConfirmationPhrase(phrase)) return { ok: false, errors: { phrase: messageText(PHRASE_MISMATCH) } };
    const typed = normalizeEmail(email);
    if (!accountEmails.some((known) => normalizeEmail(known) === typed))
      return { ok: false, errors: { email: messageText(EMAIL_MISMATCH) } };
    const sent = isReason(reason) ? ENGLISH_REASONS[reason] : DEFAULT_DELETION_REASON;
    return { ok: true, value: { confirmation: phrase.trim(), email: email.trim(), password, reason: sent } };
  };

/** Delete Account's confirmation form: the reason, the phrase, an email of the account and the password. */
export default function DeletionForm({ accountEmails, onCancel }: Props) {
  const t = useText(profileText.deleteAccount);
  const reasons = useText(profileText.deletionReasons);
  const locale = useLocale();
  const form = useForm({
    check: checkDeletion(accountEmails),
    initial: EMPTY,
    send: async (deletion) => {
      if (!window.confirm(t.finalConfirmation)) return;
      await mutation($deleteAccount, deletion);
      // The account is gone: its saves waiting can never be sent, and nothing of it stays on this device (a session
      // that merely lapses keeps them for the member's next sign-in).
      await (await import('../lib/offline/device-data')).forgetDeviceData({ sendFirst: false });
      endSession();
      window.alert(t.deleted);
      window.location.assign('/');
    },
    // The server's reason (a wrong password, too many tries), else the spec's fallback.
    failure: (err) => (failureCode(err) && failureCode(err) !== 'network' ? errorMessage(err) : t.failed),
  });
  const { phrase, email, password } = form.values;
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      actions={{
        className: 'flex flex-wrap gap-3',
        submit: {
          label: t.submit,
          busyLabel: t.deleting,
          className: 'btn-danger',
          disabled: !phrase.trim() || !email.trim() || !password,
        },
        cancel: { label: t.cancel, onCancel },
      }}
    >
      <div className="alert-error">
        <p className="font-semibold">{t.warning}</p>
      </div>
      <Field name="reason" as="select" label={t.reasonLabel}>
        <option value="">{t.selectReason}</option>
        {DELETION_REASONS.map((r) => (
          <option key={r} value={r}>
            {reasons[r]}
          </option>
        ))}
      </Field>
      <Field
        name="phrase"
        autoComplete="off"
        label={
          <>
            {t.typeBefore} <strong>{confirmationPhraseIn(locale)}</strong> {t.typeAfter}
          </>
        }
      />
      <Field name="email" type="email" autoComplete="email" label={t.email} />
      <Field name="password" type="password" autoComplete="current-password" label={t.password} />
    </Form>
  );
}
