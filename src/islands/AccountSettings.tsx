import { useStore } from '@nanostores/react';
import { $identity } from '../lib/session';
import DeleteAccountCard from '../components/DeleteAccountCard';
import ExportCard from '../components/account/ExportCard';
import UnitsCard from '../components/account/UnitsCard';
import MailSettingsCard from '../components/account/MailSettingsCard';
import TwoStepCard from '../components/account/TwoStepCard';
import BlockedMembersCard from '../components/account/BlockedMembersCard';
import PasskeysCard from '../components/account/PasskeysCard';
import AccessLogCard from '../components/account/AccessLogCard';
import StandingCard from '../components/standing/StandingCard';
import TitledCard from '../components/TitledCard';
import LinkButtons from '../components/LinkButtons';
import { $profile } from '../lib/stores/profile';
import { useQuery } from '../lib/stores/use-query';
import { formatCalendarDay, useLocale, useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';

interface Props {
  /** What the page already knows, shown until the profile has loaded. */
  initial: { email: string; fullName: string; hasPaid: boolean };
}

/**
 * Account Settings: account info, shortcuts, privacy summary, blocked members, units, email notifications, data export,
 * standing, and account deletion.
 */
export default function AccountSettings({ initial }: Props) {
  const t = useText(profileText.accountSettings);
  const locale = useLocale();
  const identity = useStore($identity);
  const { data: profile, error } = useQuery($profile);
  const loadFailed = error !== undefined;

  const email = profile?.user_email ?? initial.email;
  const hasPaid = profile?.has_paid ?? initial.hasPaid;
  const emails = [email, initial.email, identity.username ?? ''].filter(Boolean);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="page-title">{t.title}</h1>

      <TitledCard titleId="account-info-title" title={t.accountInformation}>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-sm font-semibold text-slate-600">{t.email}</dt>
          <dd className="break-all">{email}</dd>
          <dt className="text-sm font-semibold text-slate-600">{t.fullName}</dt>
          <dd>{profile?.full_name ?? initial.fullName}</dd>
          <dt className="text-sm font-semibold text-slate-600">{t.memberSince}</dt>
          <dd>{profile ? formatCalendarDay(locale, profile.date) : loadFailed ? t.unavailable : t.loading}</dd>
        </dl>
        <LinkButtons
          className="mt-4 flex flex-wrap gap-3"
          links={[
            { href: '/profile', label: t.editProfile, primary: true },
            hasPaid && { href: '/weekly-log', label: t.viewWeeklyLogs },
          ]}
        />
      </TitledCard>

      <TitledCard titleId="privacy-title" title={t.privacy}>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          <li>{t.profileVisible}</li>
          <li>{t.postsPublic}</li>
          <li>{t.logsPrivate}</li>
          <li>{t.blocking}</li>
        </ul>
        <LinkButtons
          className="mt-4 flex flex-wrap gap-3"
          links={[
            { href: '/community', label: t.goToCommunity },
            { href: '/support', label: t.contactSupport },
          ]}
        />
      </TitledCard>

      <TwoStepCard />

      <PasskeysCard />

      <AccessLogCard />

      <BlockedMembersCard />

      <UnitsCard />
      <MailSettingsCard />
      <ExportCard />

      <StandingCard />

      <DeleteAccountCard accountEmails={emails} />
    </div>
  );
}
