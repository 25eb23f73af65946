import { useEffect, useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { DAILY_TEXT_LIMITS, JOURNAL_MAX_LENGTH } from '../../lib/contracts/weekly-log-limits';
import type { DailyLogJson, WeeklyLogJson } from '../../lib/contracts/weekly-logs';
import { useLocale, useText } from '../../lib/i18n';
import { offlineText } from '../../lib/i18n/en/offline';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { isNumberField, shownValues, storedValues } from '../../lib/offline/outbox-numbers';
import { useUnits } from '../../lib/units-store';
import { errorMessage } from '../../lib/messages';
import type { OutboxEntry } from '../../lib/offline/outbox';
import {
  conflictOf,
  currentValues,
  discard,
  keepMine,
  keepTheirs,
  PICTURE_FIELD,
  pictureOf,
  refusedForPicture,
  savedPictureOf,
  sendAgain,
  valuesOf,
} from '../../lib/offline/outbox-settle';
import { isHeld, KEY_MEMORY_DAYS } from '../../lib/offline/outbox-hold';
import { cachedWeek } from '../../lib/stores/week-save';
import OutboxPostText from './OutboxPostText';
import { Form, FormActions } from '../form/Form';
import { Field } from '../form/Field';
import { refusedFields, useForm } from '../form/use-form';
import { PictureRow } from './OutboxPicture';

/** A field's label: a measurement's or the weight's with the member's unit (as Save Week's), a day's field's, the
 * journal's, or the picture's. */
function useLabels(): (name: string) => string {
  const measures = useText(weeklyLogText.measures) as Record<string, string>;
  const day = useText(weeklyLogText.dayFields) as Record<string, string>;
  const { journal, content, ...units } = useText(offlineText.review);
  const picture = useText(offlineText.picture).label;
  const metric = useUnits() === 'metric';
  const own: Record<string, string> = { journal, content, [PICTURE_FIELD]: picture };
  return (name) => {
    if (name === 'weight') return metric ? units.weightLabelMetric : units.weightLabel;
    const measure = measures[name];
    if (measure) return metric ? units.measureLabelMetric({ name: measure }) : units.measureLabel({ name: measure });
    return day[name === 'water_intake_oz' ? 'water' : name] ?? own[name] ?? name;
  };
}

/** The longest text a field takes (the journal, a day's texts), for its control; measurements have none. */
const limitOf = (name: string): number | undefined =>
  name === 'journal' ? JOURNAL_MAX_LENGTH : DAILY_TEXT_LIMITS[name as keyof typeof DAILY_TEXT_LIMITS];

/** Texts written at length (a week's journal, a day's notes, a post's text): a textarea, as in their own forms. */
const LONG_TEXTS = new Set(['journal', 'notes', 'content']);

/** The action of the button that sends a save again without the picture the server refused. */
const WITHOUT_PICTURE = 'without-picture';

/** What the save was of: its week, or its day and week. */
function useSubject(entry: OutboxEntry): string {
  const t = useText(offlineText.review);
  const names = useText(weeklyLogText.dayNames) as Record<string, string>;
  if (entry.kind === 'week') return t.week({ n: (entry.shown as WeeklyLogJson | undefined)?.week_number ?? '' });
  if (entry.kind === 'day') {
    const day = entry.shown as DailyLogJson | undefined;
    const week = cachedWeek(day?.weekly_log);
    return t.day({ day: names[day?.day ?? ''] ?? day?.day ?? '', n: week?.week_number ?? '' });
  }
  return t[entry.kind];
}

/** One save waiting: sent later, refused (its values to correct), or in conflict (both versions to choose from). */
export default function OutboxEntryView({ entry }: { entry: OutboxEntry }) {
  const t = useText(offlineText.review);
  const subject = useSubject(entry);
  return (
    <section aria-label={subject} data-testid="outbox-entry">
      <h3 className="font-semibold text-slate-900">{subject}</h3>
      <OutboxPostText entry={entry} />
      {!entry.refused ? (
        <p className="text-sm text-slate-600">{t.pending}</p>
      ) : conflictOf(entry) ? (
        <Conflict entry={entry} />
      ) : (
        <Refused entry={entry} />
      )}
    </section>
  );
}

/**
 * Two columns of values: the member's and the server's, each with its picture when the member's save carries one (a
 * picture-only save is then never two empty columns). Keeping the saved one lets the member's picture go, and says so.
 */
function Conflict({ entry }: { entry: OutboxEntry }) {
  const t = useText(offlineText.review);
  const p = useText(offlineText.picture);
  const label = useLabels();
  const notSentId = useId();
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const units = useUnits();
  // Both versions as the member reads them: their units and decimals.
  const mine = shownValues(valuesOf(entry), locale, units);
  const theirs = shownValues(
    currentValues(entry, (entry.refused?.data as { current?: unknown } | null)?.current),
    locale,
    units,
  );
  const picture = pictureOf(entry);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const column = (title: string, values: Record<string, string>, testId: string, pictureRow: ReactNode) => (
    <div data-testid={testId}>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      <dl className="mt-1 space-y-1 text-sm">
        {Object.entries(values).map(([name, value]) => (
          <div key={name} className="flex gap-2">
            <dt className="text-slate-600">{label(name)}:</dt>
            <dd className="break-words text-slate-900">{value || '—'}</dd>
          </div>
        ))}
        {pictureRow}
      </dl>
    </div>
  );
  return (
    <div className="mt-2 space-y-3">
      <p className="text-sm text-slate-800" role="alert">
        {t.conflict}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {column(
          t.mine,
          mine,
          'outbox-mine',
          picture && <PictureRow picture={picture} alt={p.mine} testId="outbox-picture-mine" />,
        )}
        {column(
          t.theirs,
          theirs,
          'outbox-theirs',
          picture && <PictureRow picture={savedPictureOf(entry)} alt={p.saved} testId="outbox-picture-saved" />,
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => run(() => keepMine(entry))}>
          {t.keepMine}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          aria-describedby={picture ? notSentId : undefined}
          onClick={() => run(() => keepTheirs(entry))}
        >
          {t.keepTheirs}
        </button>
      </div>
      {picture && (
        <p id={notSentId} className="text-sm text-slate-600">
          {p.notSent}
        </p>
      )}
    </div>
  );
}

/**
 * The server's message (or, for a save held as too old, why it was not sent), and the save's values kept for
 * correcting (with its picture, when it carries one): sent again, sent without the picture when the picture was
 * refused (too large, not a picture), or let go.
 */
function Refused({ entry }: { entry: OutboxEntry }) {
  const t = useText(offlineText.review);
  const p = useText(offlineText.picture);
  const label = useLabels();
  const refusal = new ApiError(entry.refused?.status ?? 0, entry.refused?.data);
  const values = valuesOf(entry);
  const picture = pictureOf(entry);
  // The fields the server named, each under its field and in the message ('Workout: …'); else its message by code.
  const fieldErrors = refusedFields(refusal, [...Object.keys(values), ...(picture ? [PICTURE_FIELD] : [])]);
  const said = Object.entries(fieldErrors).map(([name, message]) => `${label(name)}: ${message}`);
  // Without the picture, something must be left to send: a picture-only save refused for its picture is let go.
  const withoutPicture = refusedForPicture(entry) && Object.keys(values).length > 0;
  // What it was sent to is gone (a comment's post deleted meanwhile): sent again it could only be refused again, so it
  // can be read (and its text copied) and let go.
  const gone = refusal.status === 404;
  const locale = useLocale();
  const units = useUnits();
  const notANumber = useText(weeklyLogText.numberField).notANumber;
  const form = useForm({
    initial: shownValues(values, locale, units),
    // Numbers are read as Save Week reads them (the member's decimals and units) and sent as the API keeps them.
    check: (typed: Record<string, string>) => {
      const read = storedValues(typed, values, locale, units);
      return read.unreadable.length > 0
        ? { ok: false as const, errors: Object.fromEntries(read.unreadable.map((name) => [name, notANumber])) }
        : { ok: true as const, value: read.values };
    },
    send: (typed, action) => sendAgain(entry, typed, action === WITHOUT_PICTURE),
  });
  // The fields the server refused show their messages once, from the refusal the entry carries (a new try of the
  // entry is a new key, so a new view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per entry view
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors)) if (name in values) form.refuse(name, message);
  }, []);
  return (
    <div className="mt-2 space-y-3">
      <p className="alert-error text-sm" role="alert">
        {isHeld(entry)
          ? t.held({ days: KEY_MEMORY_DAYS })
          : `${t.refused} ${said.length > 0 ? said.join(' ') : errorMessage(refusal)}`}
      </p>
      {picture && (
        <dl className="text-sm">
          <PictureRow picture={picture} alt={p.mine} testId="outbox-picture-mine" />
        </dl>
      )}
      <Form form={form} className="space-y-2" result={false}>
        {Object.keys(values).map((name) =>
          LONG_TEXTS.has(name) ? (
            <Field
              key={name}
              as="textarea"
              rows={4}
              name={name}
              label={label(name)}
              maxLength={limitOf(name)}
              counter={false}
            />
          ) : isNumberField(name) ? (
            <Field key={name} as="decimal" name={name} label={label(name)} className="max-w-48" />
          ) : (
            <Field key={name} type="text" name={name} label={label(name)} maxLength={limitOf(name)} counter={false} />
          ),
        )}
        <div className="flex flex-wrap gap-2">
          {!gone && (
            <FormActions
              form={form}
              submit={[
                { label: t.sendAgain, busyLabel: t.sendAgain },
                ...(withoutPicture
                  ? [
                      {
                        label: p.sendWithout,
                        busyLabel: p.sendWithout,
                        value: WITHOUT_PICTURE,
                        className: 'btn-secondary',
                      },
                    ]
                  : []),
              ]}
            />
          )}
          <button type="button" className="btn-secondary" onClick={() => void discard(entry)}>
            {t.discard}
          </button>
        </div>
      </Form>
    </div>
  );
}
