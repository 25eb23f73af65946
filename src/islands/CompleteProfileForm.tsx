import { useId, useState, type SubmitEvent } from 'react';
import { errorMessage } from '../lib/messages';
import ProfileImagePicker from '../components/ProfileImagePicker';
import { useProfileValues } from '../components/useProfileValues';
import ProfileTextFields from '../components/ProfileTextFields';
import { valuesOf } from '../components/profile-model';
import { weightText, weightToSend } from '../components/profile-weight';
import UnitsChoice from '../components/account/UnitsChoice';
import { useUnits } from '../lib/units-store';
import { useHydrated } from '../components/useHydrated';
import { $profile } from '../lib/stores/profile';
import { $saveProfile } from '../lib/stores/profile-save';
import { $saveUnits } from '../lib/stores/units';
import { mutation } from '../lib/stores/query';
import { useQuery } from '../lib/stores/use-query';
import { shownValue, storedValue, type Units } from '../lib/units';
import { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import DecimalInput from '../components/DecimalInput';
import { useLocale, useText } from '../lib/i18n';
import { formatDecimal, parseDecimal } from '../lib/i18n/numbers';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { authText } from '../lib/i18n/en/auth';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  /** The member's full name, known to the page: shown read-only. */
  fullName: string;
}

/**
 * Complete Your Profile: every field required but the picture. Saves the fields as text, then the picture,
 * then goes to /profile.
 */
export default function CompleteProfileForm({ fullName }: Props) {
  const t = useText(authText.completeProfile);
  const busyText = useText(commonText.busy);
  const ids = { name: useId(), age: useId(), weight: useId() };
  const { values, setValues, set } = useProfileValues();
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const [error, setError] = useState('');
  const locale = useLocale();
  // The weight is typed in the member's units (issue 26), chosen here too; the API keeps pounds.
  const units = useUnits();
  // Prefilled with what the member may have entered before, once it is read (a failure there is only logged), under
  // what they typed meanwhile.
  const loaded = useQuery($profile).data;
  const [prefilled, setPrefilled] = useState(false);
  if (loaded && !prefilled) {
    setPrefilled(true);
    setValues((current) => ({
      ...valuesOf(loaded, locale),
      weight: weightText(loaded.weight, locale, units),
      ...current,
    }));
  }
  const { notANumber } = useText(weeklyLogText.numberField);
  // The weight is read in the member's locale ('180,5' in French and German); what cannot be read stays here.
  const [weightError, setWeightError] = useState<string | null>(null);

  /** The weight typed so far, from `from` units into `to`. */
  function convertWeight(from: Units, to: Units) {
    setValues((current) => {
      const typed = parseDecimal(current.weight ?? '', locale);
      if (!typed.ok || typed.value === '') return current;
      const pounds = storedValue(typed.value, 'weight', from);
      return { ...current, weight: formatDecimal(shownValue(pounds, 'weight', to), locale) };
    });
  }

  /** Another unit: the weight typed so far is converted, and the choice is kept on the account at once. */
  async function chooseUnits(next: Units) {
    const before = units;
    convertWeight(before, next);
    try {
      await mutation($saveUnits, next);
    } catch (err) {
      // The units went back (lib/stores/units.ts): so does the weight.
      convertWeight(next, before);
      setError(errorMessage(err));
    }
  }

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const weight = parseDecimal(values.weight ?? '', locale);
    setWeightError(weight.ok ? null : notANumber);
    if (!weight.ok) return;
    setBusy(true);
    setError('');
    try {
      const { full_name: _readOnly, ...fields } = values;
      const sent = {
        ...fields,
        weight: weightToSend(values.weight ?? '', weight.value, loaded?.weight, locale, units),
      };
      await mutation($saveProfile, { values: sent, image: null });
      if (image) await mutation($saveProfile, { values: {}, image });
      window.location.assign('/profile');
    } catch (err) {
      console.error('Saving the profile failed', err);
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <div className="card mx-auto w-full max-w-2xl">
      <h1 className="page-title">{t.title}</h1>
      {error && (
        <p role="alert" className="alert-error mb-4 whitespace-pre-line">
          {error}
        </p>
      )}
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ProfileImagePicker onChange={setImage} onError={setError} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className="field-label">
            {t.fullName}
          </label>
          <input
            id={ids.name}
            name="full_name"
            autoComplete="name"
            value={fullName}
            readOnly
            className="field-input bg-slate-100"
          />
        </div>
        <div className="sm:col-span-2">
          <UnitsChoice value={units} onChange={(next) => void chooseUnits(next)} />
        </div>
        <div>
          <label htmlFor={ids.age} className="field-label">
            {t.age}
          </label>
          <input
            id={ids.age}
            name="age"
            type="number"
            inputMode="numeric"
            min={0}
            max={PROFILE_LIMITS.age}
            step={1}
            required
            value={values.age ?? ''}
            onChange={set('age')}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={ids.weight} className="field-label">
            {units === 'metric' ? t.weightMetric : t.weight}
          </label>
          <DecimalInput
            id={ids.weight}
            name="weight"
            required
            value={values.weight ?? ''}
            error={weightError}
            onValueChange={(text) => set('weight')({ currentTarget: { value: text } })}
          />
        </div>
        <ProfileTextFields values={values} onChange={set} required />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || !ready}>
            {busy ? busyText.saving : t.save}
          </button>
        </div>
      </form>
    </div>
  );
}
