import type { DailyLogJson, WeeklyLogJson } from '../contracts/weekly-logs';
import { offlineText } from '../i18n/en/offline';
import { textNow } from '../i18n/text';
import { putWeekInCache, weekWithDay } from '../stores/week-save';
import type { OutboxEntry } from './outbox';

/**
 * What a save sent from the outbox does once the server has it, by kind: its answer goes into the cache as the
 * save's own answer would (the week, the day's week), and the member reads the save's usual success message.
 * A kind without effects here is only taken out of the outbox.
 */
export interface OutboxEffect {
  /** Puts the server's answer (or a 412's `current`, kept by the member) into the cache. */
  apply: (answer: unknown) => void;
  /** The save's usual success message. */
  success: (answer: unknown) => string;
}

const sentText = () => textNow(offlineText.sent);

export const OUTBOX_EFFECTS: Partial<Record<OutboxEntry['kind'], OutboxEffect>> = {
  week: {
    apply: (answer) => putWeekInCache(answer as WeeklyLogJson),
    success: (answer) => sentText().week({ n: (answer as WeeklyLogJson).week_number }),
  },
  day: {
    apply: (answer) => {
      const week = weekWithDay(answer as DailyLogJson);
      if (week) putWeekInCache(week);
    },
    success: () => sentText().day,
  },
};
