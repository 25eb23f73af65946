import { useEffect, useRef, useState } from 'react';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
import { adminCoachingPanelsText } from '../../lib/i18n/en/admin-coaching-panels';
import { COACH_TEXT_MAX, FEEDBACK_EDIT_WINDOW_HOURS } from '../../lib/contracts/coaching-limits';
import type { WeekFeedbackJson } from '../../lib/contracts/coaching';
import type { AdminWeek } from './admin-model';
import { $answerEdit, $answerRemoval, $weekAnswer } from '../../lib/stores/admin-feedback';
import { mutation } from '../../lib/stores/query';
import { errorMessage } from '../../lib/messages';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { checkedLater } from '../form/checked-later';
import { useForm } from '../form/use-form';

// The contract's schema (zod) comes with the first send: the staff screen loads no schema code with the page.
const checkAnswer = checkedLater(() => import('../../lib/contracts/coaching').then((m) => m.feedbackRequest));

const HOUR_MS = 3_600_000;

// An answer's controls replace each other (Edit by the edit box, Delete by its confirmation): focus follows to these.
const EDIT = '[data-focus="edit"]';
const DELETE = '[data-focus="delete"]';
const CONFIRM = '[data-focus="confirm"]';
/** The id of a week's answers heading. */
const answersTitle = (weekId: number) => `answers-${weekId}`;

/** Whether `staffId` may still change `answer`: its author, within the edit window (the server checks again). */
export const mayChange = (answer: WeekFeedbackJson, staffId: number | null, now = Date.now()): boolean =>
  staffId !== null &&
  answer.author_id === staffId &&
  now - Date.parse(answer.created_at) < FEEDBACK_EDIT_WINDOW_HOURS * HOUR_MS;

interface Props {
  week: AdminWeek;
  memberId: number;
  /** The signed-in staff member: the author alone may edit or delete an answer. */
  staffId: number | null;
}

/** A written answer: the text as text, who and when; its author's Edit and Delete within the window. */
function Answer({ answer, week, memberId, staffId }: Props & { answer: WeekFeedbackJson }) {
  const t = useText(adminCoachingPanelsText.answers);
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<'' | 'ask' | 'busy'>('');
  const [error, setError] = useState('');
  const item = useRef<HTMLLIElement>(null);
  /** What takes focus once the control pressed has been replaced (a selector within the answer). */
  const focusNext = useRef('');
  useEffect(() => {
    if (!focusNext.current) return;
    item.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = '';
  });
  /** Shows `next` in place of the control pressed, focus on `target`. */
  const then = (target: string, next: () => void) => {
    focusNext.current = target;
    next();
  };
  const form = useForm({
    check: checkAnswer,
    initial: { text: answer.text },
    send: async ({ text }) => {
      await mutation($answerEdit, { memberId, week, id: answer.id, text });
      then(EDIT, () => setEditing(false));
    },
  });
  const remove = async () => {
    setError('');
    setDeleting('busy');
    try {
      await mutation($answerRemoval, { memberId, week, id: answer.id });
      // The answer is gone with its buttons: focus goes to the week's answers.
      document.getElementById(answersTitle(week.id))?.focus();
    } catch (err) {
      setError(errorMessage(err));
      then(DELETE, () => setDeleting(''));
    }
  };
  const cancelEdit = () =>
    then(EDIT, () => {
      // The saved text, not the abandoned draft, when Edit opens again.
      form.reset({ text: answer.text });
      setEditing(false);
    });
  const own = mayChange(answer, staffId);
  return (
    <li ref={item} className="rounded-md border border-slate-200 p-3" data-testid="week-answer">
      <p className="text-sm text-slate-600">
        {t.byOn({ name: answer.author_name, date: formatDateTime(locale, answer.created_at) })}
        {answer.updated_at !== answer.created_at && ` (${t.edited})`}
      </p>
      {editing ? (
        <Form
          form={form}
          className="mt-2 space-y-2"
          actions={{
            submit: { label: t.save, busyLabel: t.saving },
            cancel: { label: t.cancel, onCancel: cancelEdit },
          }}
        >
          <Field name="text" as="textarea" rows={3} required label={t.label} maxLength={COACH_TEXT_MAX} />
        </Form>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{answer.text}</p>
      )}
      {error && (
        <p role="alert" className="alert-error mt-2">
          {error}
        </p>
      )}
      {own && !editing && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {deleting === '' ? (
            <>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                data-focus="edit"
                onClick={() =>
                  then('textarea', () => {
                    setError('');
                    setEditing(true);
                  })
                }
              >
                {t.edit}
              </button>
              <button
                type="button"
                className="btn-danger px-2 py-1"
                data-focus="delete"
                onClick={() => then(CONFIRM, () => setDeleting('ask'))}
              >
                {t.delete}
              </button>
            </>
          ) : (
            <>
              <span className="text-sm font-medium text-slate-800">{t.confirmDelete}</span>
              <button
                type="button"
                className="btn-danger px-2 py-1"
                data-focus="confirm"
                onClick={remove}
                disabled={deleting === 'busy'}
              >
                {deleting === 'busy' ? t.deleting : t.delete}
              </button>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                onClick={() => then(DELETE, () => setDeleting(''))}
              >
                {t.cancel}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** A week's answers, oldest first, and the box to answer it. */
export default function WeekAnswers(props: Props) {
  const t = useText(adminCoachingPanelsText.answers);
  const { week, memberId } = props;
  const answers = week.feedback ?? [];
  const form = useForm({
    check: checkAnswer,
    initial: { text: '' },
    send: async ({ text }) => {
      await mutation($weekAnswer, { memberId, week, text });
      form.reset({ text: '' });
      return t.sent;
    },
  });
  return (
    <section className="card mt-4" aria-labelledby={answersTitle(week.id)} data-testid="week-answers">
      <h4 id={answersTitle(week.id)} tabIndex={-1} className="text-base font-semibold text-slate-900">
        {t.title}
      </h4>
      {answers.length === 0 ? (
        <p className="mt-1 text-slate-700">{t.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {answers.map((a) => (
            <Answer key={a.id} answer={a} {...props} />
          ))}
        </ul>
      )}
      <Form
        form={form}
        className="mt-3 space-y-2"
        actions={{ submit: { label: t.send, busyLabel: t.sending } }}
        testId="week-answer-form"
      >
        <Field
          name="text"
          as="textarea"
          rows={3}
          required
          label={t.label}
          hint={t.editHint({ hours: FEEDBACK_EDIT_WINDOW_HOURS })}
          maxLength={COACH_TEXT_MAX}
        />
      </Form>
    </section>
  );
}
