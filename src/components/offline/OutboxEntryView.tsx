import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { OwnProfileJson } from '../../lib/contracts/profiles';
import type { DailyLogJson, WeeklyLogJson } from '../../lib/contracts/weekly-logs';
import { useText } from '../../lib/i18n';
import { offlineText } from '../../lib/i18n/en/offline';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { errorMessage } from '../../lib/messages';
import type { OutboxEntry } from '../../lib/offline/outbox';
import {
  conflictOf,
  currentValues,
  discard,
  keepMine,
  keepTheirs,
  sendAgain,
  valuesOf,
} from '../../lib/offline/outbox-settle';
import { PROFILE } from '../../lib/stores/profile';
import { cached } from '../../lib/stores/query';
import OutboxPostText from './OutboxPostText';
import { Form, FormActions } from '../form/Form';
import { Field } from '../form/Field';
import { refusedFields, useForm } from '../form/use-form';

/** A field's label: a measurement's, a day's field's, or the journal's. */
function useLabels(): (name: string) => string {
  const measures = useText(weeklyLogText.measures) as Record<string, string>;
  const day = useText(weeklyLogText.dayFields) as Record<string, string>;
  const { journal, content } = useText(offlineText.review);
  return (name) =>
    measures[name] ??
    day[name === 'water_intake_oz' ? 'water' : name] ??
    ({ journal, content } as Record<string, string>)[name] ??
    name;
}

/** What the save was of: its week, or its day and week. */
function useSubject(entry: OutboxEntry): string {
  const t = useText(offlineText.review);
  const names = useText(weeklyLogText.dayNames) as Record<string, string>;
  if (entry.kind === 'week') return t.week({ n: (entry.shown as WeeklyLogJson | undefined)?.week_number ?? '' });
  if (entry.kind === 'day') {
    const day = entry.shown as DailyLogJson | undefined;
    const week = cached<OwnProfileJson>(PROFILE)?.weekly_logs.find((w) => w.id === day?.weekly_log);
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

/** Two columns of values: the member's and the server's. */
function Conflict({ entry }: { entry: OutboxEntry }) {
  const t = useText(offlineText.review);
  const label = useLabels();
  const [busy, setBusy] = useState(false);
  const mine = valuesOf(entry);
  const theirs = currentValues(entry, (entry.refused?.data as { current?: unknown } | null)?.current);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const column = (title: string, values: Record<string, string>, testId: string) => (
    <div data-testid={testId}>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      <dl className="mt-1 space-y-1 text-sm">
        {Object.entries(values).map(([name, value]) => (
          <div key={name} className="flex gap-2">
            <dt className="text-slate-600">{label(name)}:</dt>
            <dd className="break-words text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <div className="mt-2 space-y-3">
      <p className="text-sm text-slate-800" role="alert">
        {t.conflict}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {column(t.mine, mine, 'outbox-mine')}
        {column(t.theirs, theirs, 'outbox-theirs')}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => run(() => keepMine(entry))}>
          {t.keepMine}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => run(() => keepTheirs(entry))}>
          {t.keepTheirs}
        </button>
      </div>
    </div>
  );
}

/** The server's message, and the save's values kept for correcting: sent again, or let go. */
function Refused({ entry }: { entry: OutboxEntry }) {
  const t = useText(offlineText.review);
  const label = useLabels();
  const refusal = new ApiError(entry.refused?.status ?? 0, entry.refused?.data);
  const values = valuesOf(entry);
  // The fields the server named, each under its field and in the message ('Workout: …'); else its message by code.
  const fieldErrors = refusedFields(refusal, Object.keys(values));
  const said = Object.entries(fieldErrors).map(([name, message]) => `${label(name)}: ${message}`);
  const form = useForm({
    initial: values,
    check: (typed: Record<string, string>) => ({ ok: true as const, value: typed }),
    send: (typed) => sendAgain(entry, typed),
  });
  // The fields the server refused show their messages once, from the refusal the entry carries (a new try of the
  // entry is a new key, so a new view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per entry view
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors)) form.refuse(name, message);
  }, []);
  return (
    <div className="mt-2 space-y-3">
      <p className="alert-error text-sm" role="alert">
        {t.refused} {said.length > 0 ? said.join(' ') : errorMessage(refusal)}
      </p>
      <Form form={form} className="space-y-2" result={false}>
        {Object.keys(values).map((name) => (
          <Field key={name} type="text" name={name} label={label(name)} />
        ))}
        <div className="flex flex-wrap gap-2">
          <FormActions form={form} submit={{ label: t.sendAgain, busyLabel: t.sendAgain }} />
          <button type="button" className="btn-secondary" onClick={() => void discard(entry)}>
            {t.discard}
          </button>
        </div>
      </Form>
    </div>
  );
}
