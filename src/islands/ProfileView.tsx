import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from '../lib/messages';
import ImageOverlay from '../components/ImageOverlay';
import LoadError from '../components/LoadError';
import Toast from '../components/Toast';
import { REVEAL_MARGINS, useReveal } from '../components/StatusMessage';
import { showToast } from '../lib/toast';
import ProfileImagePicker from '../components/ProfileImagePicker';
import { useProfileValues } from '../components/useProfileValues';
import ProfileTextFields from '../components/ProfileTextFields';
import { errorLines, formatWeight, valuesOf, type Profile } from '../components/profile-model';
import { profiles } from '../lib/client/profiles';
import { PROFILE_LIMITS } from '../lib/contracts/profiles';

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

interface EditProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}

function ProfileEditForm({ profile, onSaved, onCancel }: EditProps) {
  const fieldId = useId();
  const { values, set } = useProfileValues(() => valuesOf(profile));
  const [image, setImage] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [saving, setSaving] = useState(false);
  // Each refusal shows next to what caused it: the picture's under the picker, the save's beside Save.
  const [pickError, setPickError] = useState('');
  const [error, setError] = useState('');
  const errorRef = useReveal<HTMLDivElement>(error);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaving(true);
    setError('');
    try {
      const saved = await profiles.save(values, image);
      setImage(null);
      setResetKey((k) => k + 1);
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
      setSaving(false);
    }
  }

  function cancel() {
    setError('');
    setPickError('');
    onCancel();
  }

  const input = (name: 'full_name' | 'age' | 'weight', label: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${fieldId}-${name}`} className="field-label">
        {label}
      </label>
      <input id={`${fieldId}-${name}`} name={name} value={values[name] ?? ''} onChange={set(name)} className="field-input" {...extra} />
    </div>
  );

  return (
    <form onSubmit={submit} className="card grid gap-4 sm:grid-cols-2" aria-label="Edit profile">
      <div className="sm:col-span-2">
        <ProfileImagePicker onChange={setImage} onError={setPickError} resetKey={resetKey} />
        <ErrorAlert message={pickError} className="mt-3" />
      </div>
      <div className="sm:col-span-2">{input('full_name', 'Full Name', { maxLength: PROFILE_LIMITS.full_name, autoComplete: 'name' })}</div>
      {input('age', 'Age', { type: 'number', inputMode: 'numeric', min: 0, max: PROFILE_LIMITS.age, step: 1 })}
      {input('weight', 'Weight (lbs)', { type: 'number', inputMode: 'decimal', min: 0, max: PROFILE_LIMITS.weight, step: 0.01 })}
      <ProfileTextFields values={values} onChange={set} />
      {error && (
        <div ref={errorRef} className={`sm:col-span-2 ${REVEAL_MARGINS}`}>
          <ErrorAlert message={error} />
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A refusal in a red alert, split by line (the spec's form for profile errors). */
function ErrorAlert({ message, className = '' }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={`alert-error ${className}`}>
      {errorLines(message).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
