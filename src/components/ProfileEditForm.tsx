import { useId, useState, type SubmitEvent } from 'react';
import { errorMessage } from '../lib/messages';
import { REVEAL_MARGINS, useReveal } from './StatusMessage';
import ProfileImagePicker from './ProfileImagePicker';
import { useProfileValues } from './useProfileValues';
import ProfileTextFields from './ProfileTextFields';
import { errorLines, valuesOf, type Profile } from './profile-model';
import { weightText, weightToSend } from './profile-weight';
import { $saveProfile } from '../lib/stores/profile-save';
import { mutation } from '../lib/stores/query';
import { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import DecimalInput from './DecimalInput';
import { useLocale, useText } from '../lib/i18n';
import { parseDecimal } from '../lib/i18n/numbers';
import { profileText } from '../lib/i18n/en/profile';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { useUnits } from '../lib/units-store';

interface EditProps {
  profile: Profile;
  /** After the save: the profile in the cache is the saved one (lib/stores/profile.ts). */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * My Profile's edit mode (behind Edit Profile on src/islands/ProfileView.tsx), a module of its own so that the
 * picture pipeline and the form come with the first Edit Profile, not with the page.
 */
export default function ProfileEditForm({ profile, onSaved, onCancel }: EditProps) {
  const t = useText(profileText.profileEdit);
  const fieldId = useId();
  const locale = useLocale();
  const { notANumber } = useText(weeklyLogText.numberField);
  const units = useUnits();
  const { values, set } = useProfileValues(() => ({
    ...valuesOf(profile, locale),
    weight: weightText(profile.weight, locale, units),
  }));
  // The weight is read in the member's locale ('180,5' in French and German); what cannot be read stays here.
  const [weightError, setWeightError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  // Each refusal shows next to what caused it: the picture's under the picker, the save's beside Save.
  const [pickError, setPickError] = useState('');
  const [error, setError] = useState('');
  const errorRef = useReveal<HTMLDivElement>(error);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const weight = parseDecimal(values.weight ?? '', locale);
    setWeightError(weight.ok ? null : notANumber);
    if (!weight.ok) return;
    setSaving(true);
    setError('');
    try {
      await mutation($saveProfile, {
        values: { ...values, weight: weightToSend(values.weight ?? '', weight.value, profile.weight, locale, units) },
        image,
      });
      onSaved();
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

  const input = (name: 'full_name' | 'age', label: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${fieldId}-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`${fieldId}-${name}`}
        name={name}
        value={values[name] ?? ''}
        onChange={set(name)}
        className="field-input"
        {...extra}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="card grid gap-4 sm:grid-cols-2" aria-label={t.form}>
      <div className="sm:col-span-2">
        <ProfileImagePicker onChange={setImage} onError={setPickError} />
        <ErrorAlert message={pickError} className="mt-3" />
      </div>
      <div className="sm:col-span-2">
        {input('full_name', t.fullName, { maxLength: PROFILE_LIMITS.full_name, autoComplete: 'name' })}
      </div>
      {input('age', t.age, { type: 'number', inputMode: 'numeric', min: 0, max: PROFILE_LIMITS.age, step: 1 })}
      <div>
        <label htmlFor={`${fieldId}-weight`} className="field-label">
          {units === 'metric' ? t.weightMetric : t.weight}
        </label>
        <DecimalInput
          id={`${fieldId}-weight`}
          name="weight"
          value={values.weight ?? ''}
          onValueChange={(text) => set('weight')({ currentTarget: { value: text } })}
          error={weightError}
        />
      </div>
      <ProfileTextFields values={values} onChange={set} />
      {error && (
        <div ref={errorRef} className={`sm:col-span-2 ${REVEAL_MARGINS}`}>
          <ErrorAlert message={error} />
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <button type="button" className="btn-secondary" onClick={cancel}>
          {t.cancel}
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
