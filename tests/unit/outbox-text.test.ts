import { describe, expect, it } from 'vitest';
import { offlineText } from '../../src/lib/i18n/en/offline';
import { weekEditorText } from '../../src/lib/i18n/en/week-editor';
import frOffline from '../../src/lib/i18n/fr/offline';
import deOffline from '../../src/lib/i18n/de/offline';
import frWeeklyLog from '../../src/lib/i18n/fr/weekly-log';
import deWeeklyLog from '../../src/lib/i18n/de/weekly-log';
import { progressViewsText } from '../../src/lib/i18n/en/progress-views';
import frProgress from '../../src/lib/i18n/fr/progress';
import deProgress from '../../src/lib/i18n/de/progress';

/**
 * The outbox says a sent save's success, and names the journal and the measurements with their units, in the week editor's own words (and the goals card's),
 * which its catalogue repeats (src/lib/i18n/en/offline.ts says why): the copies never drift apart.
 */
const inputOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'input' in value ? (value as { input: unknown }).input : value;

describe('the outbox’s copies of the week editor’s words', () => {
  it('are the same in English', () => {
    const editor = weekEditorText.weekEditor.base;
    expect(inputOf(offlineText.sent.base.week)).toBe(inputOf(editor.saved));
    expect(offlineText.sent.base.day).toBe(editor.daySaved);
    expect(offlineText.review.base.journal).toBe(editor.journal);
    for (const label of ['measureLabel', 'weightLabel', 'measureLabelMetric', 'weightLabelMetric'] as const)
      expect(inputOf(offlineText.review.base[label])).toBe(inputOf(editor[label]));
    expect(offlineText.sent.base.goals).toBe(progressViewsText.goals.base.saved);
  });

  for (const [language, offline, weeklyLog, progress] of [
    ['French', frOffline, frWeeklyLog, frProgress],
    ['German', deOffline, deWeeklyLog, deProgress],
  ] as const) {
    it(`are the same in ${language}`, () => {
      const editor = weeklyLog['weeklyLog/weekEditor'] as Record<string, string>;
      const sent = offline['offline/sent'] as Record<string, string>;
      expect(sent['week']).toBe(editor['saved']);
      expect(sent['day']).toBe(editor['daySaved']);
      expect(sent['goals']).toBe((progress['progress/goals'] as Record<string, string>)['saved']);
      const review = offline['offline/review'] as Record<string, string>;
      expect(review['journal']).toBe(editor['journal']);
      for (const label of ['measureLabel', 'weightLabel', 'measureLabelMetric', 'weightLabelMetric'])
        expect(review[label]).toBe(editor[label]);
    });
  }
});
