import { useState } from 'react';
import { errorMessage } from '../lib/messages';
import ProfileFields from '../components/ProfileFields';
import { PROFILE_TEXT_FIELDS, valuesOf } from '../components/profile-model';
import { checkProfile, weightText, type ProfileFormValues } from '../components/profile-weight';
import { Form, FormResult } from '../components/form/Form';
import { useForm } from '../components/form/use-form';
import UnitsChoice from '../components/account/UnitsChoice';
import { useUnits } from '../lib/units-store';
import { useHydrated } from '../components/useHydrated';
import { $profile } from '../lib/stores/profile';
import { $saveProfile } from '../lib/stores/profile-save';
import { $saveUnits } from '../lib/stores/units';
import { mutation } from '../lib/stores/query';
import { useQuery } from '../lib/stores/use-query';
import { shownValue, storedValue, type Units } from '../lib/units';
import { useLocale, useText } from '../lib/i18n';
import { formatDecimal } from '../lib/i18n/numbers';
import { parseDecimal } from '../lib/i18n/decimal-parse';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { authText } from '../lib/i18n/en/auth';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  /** The member's full name, known to the page: shown read-only. */
  fullName: string;
}

/** The form's fields, empty but the name. */
const blank = (fullName: string): ProfileFormValues => ({
  full_name: fullName,
  age: '',
  weight: '',
  ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f.name, ''])) as Record<
    (typeof PROFILE_TEXT_FIELDS)[number]['name'],
    string
  >),
  image: null,
});

/**
 * Complete Your Profile: every field required but the picture. Saves the fields as text, then the picture,
 * then goes to /profile.
 */
export default function CompleteProfileForm({ fullName }: Props) {
  const t = useText(authText.completeProfile);
  const busyText = useText(commonText.busy);
  const ready = useHydrated();
  const locale = useLocale();
  const { notANumber } = useText(weeklyLogText.numberField);
  // The weight is typed in the member's units (issue 26), chosen here too; the API keeps pounds.
  const units = useUnits();
  const loaded = useQuery($profile).data;
  const form = useForm({
    initial: () => blank(fullName),
    check: (values: ProfileFormValues) => checkProfile(values, loaded?.weight, locale, units, notANumber),
    send: async ({ full_name: _readOnly, image, ...fields }) => {
      await mutation($saveProfile, { values: fields, image: null });
      if (image) await mutation($saveProfile, { values: {}, image });
      window.location.assign('/profile');
      // Busy until the next page replaces this one: Save Profile is not pressed twice.
      await new Promise<never>(() => {});
    },
    failure: (err) => {
      console.error('Saving the profile failed', err);
      return errorMessage(err);
    },
  });
  // Prefilled with what the member may have entered before, once it is read (a failure there is only logged), under
  // what they typed meanwhile.
  const [prefilled, setPrefilled] = useState(false);
  if (loaded && !prefilled) {
    setPrefilled(true);
    const before: Partial<ProfileFormValues> = {
      ...valuesOf(loaded, locale),
      weight: weightText(loaded.weight, locale, units),
    };
    form.update((current) => {
      const untouched = Object.entries(before).filter(
        ([name, value]) => value && current[name as keyof ProfileFormValues] === '',
      );
      return { ...current, ...Object.fromEntries(untouched), full_name: current.full_name };
    });
  }

  /** The weight typed so far, from `from` units into `to`. */
  function convertWeight(from: Units, to: Units) {
    form.update((current) => {
      const typed = parseDecimal(current.weight, locale);
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
      form.fail(errorMessage(err));
    }
  }

  return (
    <div className="card mx-auto w-full max-w-2xl">
      <h1 className="page-title">{t.title}</h1>
      <FormResult status={form.status} className="mb-4" />
      <Form
        form={form}
        result={false}
        className="space-y-4"
        actions={{
          submit: {
            label: t.save,
            busyLabel: busyText.saving,
            className: 'btn-primary w-full sm:w-auto',
            disabled: !ready,
          },
        }}
      >
        <ProfileFields labels={t} complete>
          <UnitsChoice value={units} onChange={(next) => void chooseUnits(next)} />
        </ProfileFields>
      </Form>
    </div>
  );
}
