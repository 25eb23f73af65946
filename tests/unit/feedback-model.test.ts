import { describe, expect, it } from 'vitest';
import { DAY_ROWS, isBlankDay, type DailyLog } from '../../src/components/weekly-log-model';
import { weeklyLogText } from '../../src/lib/i18n/en/weekly-log';
import { textNow } from '../../src/lib/i18n/text';
import { $toast, dismissToast, showToast } from '../../src/lib/toast';
import { dailyLogJson } from '../helpers/daily-log-json';

const blankDay: DailyLog = dailyLogJson();

describe('a day card', () => {
  it('lists the spec fields in the spec order with their fallbacks', () => {
    const text = textNow(weeklyLogText.dayFields);
    expect(DAY_ROWS.map((r) => `${text[r.label]}: ${text[r.fallback]}`)).toEqual([
      'Workout: No Workout',
      'Duration: No Time',
      'Notes: No Notes',
      'Breakfast: N/A',
      'Lunch: N/A',
      'Dinner: N/A',
      'Snack 1: N/A',
      'Snack 2: N/A',
      'Water Intake (oz): N/A',
    ]);
  });

  it('counts a day as blank only when every field is empty or white space', () => {
    expect(isBlankDay(blankDay)).toBe(true);
    expect(isBlankDay({ ...blankDay, notes: '  \n' })).toBe(true);
    expect(isBlankDay({ ...blankDay, snack2: 'Apple' })).toBe(false);
    expect(isBlankDay({ ...blankDay, water_intake_oz: '0' })).toBe(false);
  });
});

describe('the toast store', () => {
  it('shows one toast at a time, and hiding an older one leaves the newer one', () => {
    showToast('success', 'Daily log saved successfully!');
    const first = $toast.get()!;
    expect(first).toMatchObject({ kind: 'success', text: 'Daily log saved successfully!' });
    showToast('error', '❌ Network connection failed.');
    const second = $toast.get()!;
    expect(second.id).not.toBe(first.id);
    dismissToast(first.id);
    expect($toast.get()).toBe(second);
    dismissToast(second.id);
    expect($toast.get()).toBeNull();
  });
});
