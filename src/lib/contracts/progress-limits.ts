import { PROFILE_LIMITS } from './profile-limits';
import { MEASUREMENT_MAX, MEASUREMENTS } from './weekly-log-limits';

/**
 * What progress charts and goals are made of, apart from the goal schemas (progress.ts): the charts and the check-in
 * summary use these on load, and the goals form loads the schemas when it checks a goal.
 */

/** What is charted and can have a goal: the five measurements (inches) and body weight (pounds). */
export const PROGRESS_SERIES = [...MEASUREMENTS, 'weight'] as const;
export type ProgressSeries = (typeof PROGRESS_SERIES)[number];

/** The units values are logged in. */
export type SeriesUnit = 'in' | 'lbs';

/** The unit written after a value or a change ('Waist −1.25 in since week 1', 'Weight −2 lbs since last week'). */
export const SERIES_UNITS: Record<ProgressSeries, SeriesUnit> = {
  biceps: 'in',
  chest: 'in',
  waist: 'in',
  hips: 'in',
  thighs: 'in',
  weight: 'lbs',
};

/**
 * How far up the value axis of a trend chart reaches, per unit: every chart of a unit spans the same amount (the
 * widest of them, so a change looks the same size in each), and never less than `minSpan` or `minShare` of the
 * largest value, so a 0.25 in wobble is not drawn as a cliff. The axis is labelled in whole `step`s. A new unit
 * (cm, kg) is one more row here.
 */
export const CHART_SCALE: Record<SeriesUnit, { minSpan: number; minShare: number; step: number }> = {
  in: { minSpan: 4, minShare: 0.1, step: 1 },
  lbs: { minSpan: 10, minShare: 0.05, step: 1 },
};

/** The largest value of each series, as the weekly log and the profile accept them. */
export const SERIES_MAX: Record<ProgressSeries, number> = {
  biceps: MEASUREMENT_MAX,
  chest: MEASUREMENT_MAX,
  waist: MEASUREMENT_MAX,
  hips: MEASUREMENT_MAX,
  thighs: MEASUREMENT_MAX,
  weight: PROFILE_LIMITS.weight,
};

/**
 * The most a weight goal should ask for per week, as a share of body weight: about 1 % a week. Helms, Aragon and
 * Fitschen, "Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and
 * supplementation", J Int Soc Sports Nutr 11:20 (2014), recommend losing 0.5–1 % of body weight a week to keep lean
 * mass. A goal that asks for more gets the safe-rate note.
 */
export const SAFE_WEEKLY_WEIGHT_CHANGE = 0.01;

/** At most one goal per series. */
export const GOALS_MAX = PROGRESS_SERIES.length;
/** A goal's date lies after today and at most this many days ahead. */
export const GOAL_HORIZON_YEARS = 5;
export const GOAL_HORIZON_DAYS = GOAL_HORIZON_YEARS * 366;
