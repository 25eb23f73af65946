import { sql, type SQL } from 'drizzle-orm';

/** SQL: a timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
export const isoTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL: the JSON text of the answers to the week `w` (a weekly_logs row in scope) as WeekFeedbackJson[], oldest
 * first: written by the database with the rest of the week (weeks.ts), so every view of a week that may show them
 * (the member's own, staff's) carries them without another query.
 */
export const weekFeedbackJson = (w: SQL): SQL => sql`(select coalesce('[' || string_agg(row_to_json(fj)::text, ','
    order by fj.created_at, fj.id) || ']', '[]')
  from (select f.id, f.text, f.author_id, f.author_name, ${isoTimestamp(sql`f.created_at`)} as created_at,
      ${isoTimestamp(sql`f.updated_at`)} as updated_at
    from week_feedback f where f.weekly_log_id = ${w}.id) fj)`;
