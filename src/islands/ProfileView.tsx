import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/messages';
import ImageOverlay from '../components/ImageOverlay';
import LoadError from '../components/LoadError';
import Toast from '../components/Toast';
import { REVEAL_MARGINS } from '../components/StatusMessage';
import { showToast } from '../lib/toast';
import { formatWeight, type Profile } from '../components/profile-model';
import { profiles } from '../lib/client/profiles';

/** The edit mode comes with the first Edit Profile: the page itself never needs the picture pipeline. */
const ProfileEditForm = lazy(() => import('../components/ProfileEditForm'));

/**
 * My Profile: the read view, and the edit mode behind Edit Profile. Leaving edit mode puts the focus back on Edit
 * Profile; a save says so in a toast (the form it came from is gone).
 */
export default function ProfileView() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [editing, setEditing] = useState(false);
  const [backFromEdit, setBackFromEdit] = useState(false);
  const [loadFailed, setLoadFailed] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) void profiles.selfTest();
    setLoadFailed('');
    // The spec logs load failures; the page also says so (with a retry) instead of saying Loading... forever.
    profiles.get().then(setProfile, (err) => {
      console.error('Could not load the profile', err);
      setLoadFailed(errorMessage(err));
    });
  }, [attempt]);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="page-title">My Profile</h1>
      {!profile ? (
        loadFailed ? (
          <LoadError message={loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <p role="status" className="py-12 text-center text-slate-700">
            Loading...
          </p>
        )
      ) : editing ? (
        <Suspense
          fallback={
            <p role="status" className="py-12 text-center text-slate-700">
              Loading...
            </p>
          }
        >
          <ProfileEditForm
            profile={profile}
            onSaved={(saved) => {
              setProfile(saved);
              setEditing(false);
              setBackFromEdit(true);
              showToast('success', 'Profile saved successfully!');
            }}
            onCancel={() => {
              setEditing(false);
              setBackFromEdit(true);
            }}
          />
        </Suspense>
      ) : (
        <ProfileReadView profile={profile} focusEdit={backFromEdit} onEdit={() => setEditing(true)} />
      )}
      <Toast />
    </div>
  );
}

function ProfileReadView({ profile, focusEdit, onEdit }: { profile: Profile; focusEdit: boolean; onEdit: () => void }) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  const contact = [profile.emergency_contact_name, profile.emergency_contact ? `(${profile.emergency_contact})` : '']
    .filter(Boolean)
    .join(' ');
  const rows: Array<[string, string]> = [
    ['Name', profile.full_name],
    ['Age', profile.age === null ? '' : String(profile.age)],
    ['Weight', formatWeight(profile.weight)],
    ['Occupation', profile.occupation ?? ''],
    ['Emergency Contact', contact],
    ['Phone Number', profile.phone_number ?? ''],
    ['Address', profile.address ?? ''],
    ['Health History', profile.medical_history ?? ''],
  ];
  return (
    <section className="card" aria-label="Profile details">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {profile.image ? (
          <ImageOverlay src={profile.image} alt={`${profile.full_name}'s profile picture`} className="h-32 w-32 rounded-full object-cover" />
        ) : (
          <div aria-hidden="true" className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-800">
            {profile.full_name.trim().charAt(0).toUpperCase() || '?'}
          </div>
        )}
        <dl className="grid w-full grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-slate-600">{label}</dt>
              <dd className="whitespace-pre-line break-words text-slate-900" data-field={label}>
                {value || <span className="text-slate-500">Not provided</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button ref={editRef} type="button" className={`btn-primary ${REVEAL_MARGINS}`} onClick={onEdit}>
          Edit Profile
        </button>
        <a href="/account-settings" className="btn-secondary">
          Account Settings
        </a>
      </div>
    </section>
  );
}
