import type { ComponentsJSON } from '@nanostores/i18n';
import { definedText } from './text';
import './en/admin';
import './en/admin-coaching';
import './en/admin-coaching-panels';
import './en/appeals-admin';
import './en/api';
import './en/auth';
import './en/common';
import './en/day-dialog';
import './en/discard-changes';
import './en/community';
import './en/errors';
import './en/export';
import './en/access-log-rows';
import './en/health-access';
import './en/health-access-mail';
import './en/health-details';
import './en/mail';
import './en/mail-settings';
import './en/member-profile';
import './en/messages-page';
import './en/notifications';
import './en/notifications-page';
import './en/offline';
import './en/passkey-dialogs';
import './en/passkey-sign-in';
import './en/passkeys';
import './en/profile';
import './en/progress';
import './en/progress-views';
import './en/goal-form';
import './en/progress-compare';
import './en/report-reasons';
import './en/shell';
import './en/sanctions';
import './en/standing';
import './en/standing-page';
import './en/appeal-form';
import './en/support';
import './en/two-step';
import './en/two-step-pages';
import './en/two-step-setup';
import './en/weekly-log';
import './en/week-answers';
import './en/week-editor';
import './en/week-overview';

/**
 * What the catalogue test and the lint check (tests/unit/i18n-catalogue.test.ts, scripts/i18n-lint.ts): every
 * English domain is imported here, so a new domain file must be added to this list and to fr/domains.ts, de/domains.ts.
 */
export const englishComponents = (): Array<Record<string, unknown>> => definedText().map((d) => d.base);

/** The English input of a key: the string itself, or a params/count transform's input. */
const inputOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'transform' in value ? (value as unknown as { input: unknown }).input : value;

/** The keys a translation lacks, has in excess, or leaves empty: `<component>.<key>` each. */
export function catalogueProblems(translated: ComponentsJSON): { missing: string[]; extra: string[]; empty: string[] } {
  const missing: string[] = [];
  const extra: string[] = [];
  const empty: string[] = [];
  const names = new Set(definedText().map((d) => d.name));
  for (const { name, base } of definedText()) {
    const entry = (translated[name] ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(base)) {
      const value = entry[key];
      if (value === undefined) missing.push(`${name}.${key}`);
      else if (typeof value === 'string' ? !value.trim() : typeof inputOf(base[key]) === 'string')
        empty.push(`${name}.${key}`);
    }
    for (const key of Object.keys(entry)) if (!(key in base)) extra.push(`${name}.${key}`);
  }
  for (const name of Object.keys(translated)) if (!names.has(name)) extra.push(name);
  return { missing, extra, empty };
}
