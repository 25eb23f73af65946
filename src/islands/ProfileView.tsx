import { Suspense, lazy, useCallback, useState } from 'react';
import { errorMessage } from '../lib/messages';
import ImageOverlay from '../components/ImageOverlay';
import LoadError from '../components/LoadError';
import Toast from '../components/Toast';
import { REVEAL_MARGINS } from '../components/StatusMessage';
import { showToast } from '../lib/toast';
import type { Profile } from '../components/profile-model';
import { profiles } from '../lib/client/profiles';
import { $profile } from '../lib/stores/profile';
import { useQuery } from '../lib/stores/use-query';
import { BASE_LOCALE, formatNumber, textIn, useLocale, useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';
import { useUnits } from '../lib/units-store';
import { shownValue } from '../lib/units';

/** The edit mode comes with the first Edit Profile: the page itself never needs the picture pipeline. */
const ProfileEditForm = lazy(() => import('../components/ProfileEditForm'));

// The spec's connectivity self-test, once per visit of the page (its results go to the console).
if (!import.meta.env.SSR) void profiles.selfTest();

/**
 * My Profile: the read view, and the edit mode behind Edit Profile. Leaving edit mode puts the focus back on Edit
 * Profile; a save says so in a toast (the form it came from is gone).
 */
export default function ProfileView() {
  const t = useText(profileText.profileView);
  // A failure to load says so (with a Retry) instead of saying Loading... forever.
  const { data: profile, error } = useQuery($profile);
  const [editing, setEditing] = useState(false);
  const [backFromEdit, setBackFromEdit] = useState(false);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="page-title">{t.title}</h1>
      {!profile ? (
        error ? (
          <LoadError message={errorMessage(error)} onRetry={$profile.revalidate} />
        ) : (
          <p role="status" className="py-12 text-center text-slate-700">
            {t.loading}
          </p>
        )
      ) : editing ? (
        <Suspense
          fallback={
            <p role="status" className="py-12 text-center text-slate-700">
              {t.loading}
            </p>
          }
        >
          <ProfileEditForm
            profile={profile}
            onSaved={() => {
              setEditing(false);
              setBackFromEdit(true);
              showToast('success', t.saved);
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

type RowField =
  | 'name'
  | 'age'
  | 'weight'
  | 'occupation'
  | 'emergencyContact'
  | 'phoneNumber'
  | 'address'
  | 'healthHistory';

/** The rows' `data-field`s stay the English labels whatever the language: a stable hook for tests and styles. */
const FIELD_NAMES = textIn(profileText.profileView, BASE_LOCALE);

function ProfileReadView({ profile, focusEdit, onEdit }: { profile: Profile; focusEdit: boolean; onEdit: () => void }) {
  const t = useText(profileText.profileView);
  const locale = useLocale();
  const units = useUnits();
  // Back from edit mode, the focus returns to Edit Profile.
  const focusOnReturn = useCallback(
    (button: HTMLButtonElement | null) => {
      if (focusEdit) button?.focus();
    },
    [focusEdit],
  );
  const contact = [profile.emergency_contact_name, profile.emergency_contact ? `(${profile.emergency_contact})` : '']
    .filter(Boolean)
    .join(' ');
  const shownWeight = profile.weight === null ? null : shownValue(profile.weight, 'weight', units);
  const weight =
    shownWeight === null
      ? ''
      : (units === 'metric' ? t.weightValueMetric : t.weightValue)({
          weight: formatNumber(locale, Number(shownWeight)),
        });
  const rows: Array<[RowField, string]> = [
    ['name', profile.full_name],
    ['age', profile.age === null ? '' : formatNumber(locale, profile.age)],
    ['weight', weight],
    ['occupation', profile.occupation ?? ''],
    ['emergencyContact', contact],
    ['phoneNumber', profile.phone_number ?? ''],
    ['address', profile.address ?? ''],
    ['healthHistory', profile.medical_history ?? ''],
  ];
  return (
    <section className="card" aria-label={t.details}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {profile.image ? (
          <ImageOverlay
            src={profile.image}
            alt={t.pictureAlt({ name: profile.full_name })}
            className="h-32 w-32 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-800"
          >
            {profile.full_name.trim().charAt(0).toUpperCase() || '?'}
          </div>
        )}
        <dl className="grid w-full grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([field, value]) => (
            <div key={field} className="contents">
              <dt className="text-sm font-semibold text-slate-600">{t[field]}</dt>
              <dd className="whitespace-pre-line break-words text-slate-900" data-field={FIELD_NAMES[field]}>
                {value || <span className="text-slate-500">{t.notProvided}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button ref={focusOnReturn} type="button" className={`btn-primary ${REVEAL_MARGINS}`} onClick={onEdit}>
          {t.editProfile}
        </button>
        <a href="/account-settings" className="btn-secondary">
          {t.accountSettings}
        </a>
      </div>
    </section>
  );
}
