import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $identity } from '../lib/session';
import DeleteAccountCard from '../components/DeleteAccountCard';
import StandingCard from '../components/standing/StandingCard';
import { profiles } from '../lib/client/profiles';
import type { ProfileJson } from '../lib/contracts/profiles';

interface Props {
  /** What the page already knows, shown until the profile has loaded. */
  initial: { email: string; fullName: string; hasPaid: boolean };
}

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Account Settings: account info, shortcuts, privacy summary, and account deletion. */
export default function AccountSettings({ initial }: Props) {
  const identity = useStore($identity);
  const [profile, setProfile] = useState<ProfileJson | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    profiles.get().then(setProfile, (err) => {
      console.error('Could not load the profile', err);
      setLoadFailed(true);
    });
  }, []);

  const email = profile?.user_email ?? initial.email;
  const hasPaid = profile?.has_paid ?? initial.hasPaid;
  const emails = [email, initial.email, identity.username ?? ''].filter(Boolean);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="page-title">Account Settings</h1>

      <section className="card" aria-labelledby="account-info-title">
        <h2 id="account-info-title" className="text-lg font-semibold">
          Account Information
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-sm font-semibold text-slate-600">Email</dt>
          <dd className="break-all">{email}</dd>
          <dt className="text-sm font-semibold text-slate-600">Full Name</dt>
          <dd>{profile?.full_name ?? initial.fullName}</dd>
          <dt className="text-sm font-semibold text-slate-600">Member Since</dt>
          <dd>{profile ? formatDate(profile.date) : loadFailed ? 'Unavailable' : 'Loading...'}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/profile" className="btn-primary">
            Edit Profile
          </a>
          {hasPaid && (
            <a href="/weekly-log" className="btn-secondary">
              View Weekly Logs
            </a>
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="text-lg font-semibold">
          Privacy &amp; Data
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          <li>Your profile is visible to other members of the community.</li>
          <li>Your posts and comments in the community feed are public to members.</li>
          <li>Your weekly logs and progress pictures are private: only you and our staff can see them.</li>
          <li>You can block members so they cannot comment on your posts.</li>
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/community" className="btn-secondary">
            Go to Community
          </a>
          <a href="/support" className="btn-secondary">
            Contact Support
          </a>
        </div>
      </section>

      <StandingCard />

      <DeleteAccountCard accountEmails={emails} />
    </div>
  );
}
