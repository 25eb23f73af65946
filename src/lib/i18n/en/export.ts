import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the export domain: one entry per component, the spec's strings verbatim. Two parts, each marked
 * pure so that a bundle keeps only what its code reads: Account Settings' card is in the browser, the README only
 * on the server.
 */
export const exportText = /* @__PURE__ */ defineText('export', {
  /** The "Download my data" card of Account Settings. */
  card: {
    title: 'Download my data',
    intro:
      'Get a copy of everything you have given us: your profile, weekly and daily logs, posts, comments, reports, blocks, warnings, support messages and every picture you uploaded, in one ZIP file.',
    formats:
      'The data comes as JSON and CSV files, with a README that explains each one. You can download it once an hour.',
    button: 'Download my data',
    preparing: 'Preparing…',
    started: 'Your download has started.',
    tooSoon: 'You can download your data once an hour. Please try again later.',
    tooSoonMinutes: params('You can download your data once an hour. Please try again in {minutes} min.'),
  },
});

/** README.txt in the ZIP, in the language of the page the member downloaded it from (server only). */
export const exportReadmeText = /* @__PURE__ */ defineText('export', {
  readme: {
    title: 'Your FitGroup data',
    intro: params('Exported on {date} for {name}. This archive holds the data of your account, and only yours.'),
    filesHeading: 'What each file holds:',
    readmeFile: 'This file.',
    profileFile:
      'Your account (email, name, language, status) and profile (age, weight, contact details, medical history, membership), your goals and the terms you accepted.',
    weeklyLogsFile:
      'Every week of your membership: measurements, weight, journal, the name of its progress picture, its seven daily logs, and the answers our coaches wrote to it.',
    weeklyMeasurementsFile: 'Your weekly measurements as a table (inches, weight in pounds), one row per week.',
    dailyLogsFile: 'Your daily logs as a table (workout, duration, notes, meals, water in ounces), one row per day.',
    postsFile: 'The posts you wrote in the community.',
    commentsFile: 'The comments you wrote, with the number of the post each is on.',
    reportsMadeFile: 'The reports you made, with the member you reported (number and name) and their status.',
    blocksFile: 'The members you blocked (number and name) and when.',
    sanctionsFile:
      'The warnings, suspensions and bans you were given, with their reason, dates and end date, and any appeal you made with the reply.',
    supportMessagesFile: 'The messages you sent to support.',
    accessLogFile:
      'Who of the staff saw your health details, your weeks or your progress pictures, what they saw, when, and the reason they gave for health details; newest first.',
    messagesFile:
      'Your conversation with our coaches: every message, yours and theirs, who wrote it, and when it was read.',
    notificationSettingsFile:
      'Which emails you chose to get: answers to your check-ins, new messages, comments on your posts.',
    picturesFolder:
      'Every picture you uploaded: profile.jpg and one week-NNN-progress.jpg per week with a progress picture.',
    notesHeading: 'Good to know:',
    datesNote: 'Dates and times are in ISO 8601 (UTC). Empty values are null in JSON and empty cells in CSV.',
    /** The units of every number column (issue 26): always the stored ones, whatever the member chose to read. */
    unitsNote:
      'Units, whatever units you chose in the app: measurements (biceps, chest, waist, hips, thighs; the CSV columns ending in _in) are in inches, weight (weight, weight_lbs) in pounds, water (water_intake_oz) in US fluid ounces. 1 in = 2.54 cm, 1 lb = 0.45359237 kg.',
    csvNote:
      'In the CSV files, text that starts with = + - or @ begins with a single quote, so that spreadsheets do not run it as a formula.',
  },
});
