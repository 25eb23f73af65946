import type { ReactNode } from 'react';
import { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import { useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';
import { useUnits } from '../lib/units-store';
import { Field } from './form/Field';
import { useFormContext } from './form/Form';
import ProfileImagePicker from './ProfileImagePicker';
import { PROFILE_TEXT_FIELDS } from './profile-model';

interface Props {
  /** The labels of the forms' own catalogues (My Profile's edit mode, Complete Your Profile). */
  labels: { fullName: string; age: string; weight: string; weightMetric: string };
  /** Complete Your Profile: the name read-only, every other field required but the picture. */
  complete?: boolean;
  /** What comes between the name and the age (the units choice of Complete Your Profile). */
  children?: ReactNode;
}

/**
 * Autofill for each field: the member's own details fill in; the emergency contact is someone else, and the
 * medical history is never offered from the browser's memory.
 */
const AUTOCOMPLETE: Record<(typeof PROFILE_TEXT_FIELDS)[number]['name'], string> = {
  occupation: 'organization-title',
  phone_number: 'tel',
  emergency_contact_name: 'off',
  emergency_contact: 'off',
  address: 'street-address',
  medical_history: 'off',
};

/**
 * The profile's fields in a `Form` laid out on two columns: the picture (its refusal under it), the name, the age, the
 * weight in the member's units and locale, and the text fields with the contract's limits. Both profile forms use it.
 */
export default function ProfileFields({ labels, complete = false, children }: Props) {
  const t = useText(profileText.profileFields);
  const form = useFormContext();
  const metric = useUnits() === 'metric';
  const required = complete;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ProfileImagePicker
          onChange={(file) => form.set('image', file)}
          onError={(message) => form.refuse('image', message)}
        />
        {form.errors['image'] && (
          <p role="alert" className="alert-error mt-3 whitespace-pre-line">
            {form.errors['image']}
          </p>
        )}
      </div>
      <Field
        name="full_name"
        label={labels.fullName}
        className="sm:col-span-2"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.full_name}
        counter={false}
        readOnly={complete}
        inputClassName={complete ? 'field-input bg-slate-100' : undefined}
      />
      {children && <div className="sm:col-span-2">{children}</div>}
      <Field
        name="age"
        label={labels.age}
        type="number"
        inputMode="numeric"
        min={0}
        max={PROFILE_LIMITS.age}
        step={1}
        required={required}
      />
      <Field as="decimal" name="weight" label={metric ? labels.weightMetric : labels.weight} required={required} />
      {PROFILE_TEXT_FIELDS.map((field) => {
        const shared = {
          name: field.name,
          label: t[field.label],
          required,
          maxLength: PROFILE_LIMITS[field.name],
          counter: false,
          autoComplete: AUTOCOMPLETE[field.name],
        };
        return 'multiline' in field ? (
          <Field key={field.name} as="textarea" rows={3} className="sm:col-span-2" {...shared} />
        ) : (
          <Field key={field.name} type={'type' in field ? field.type : 'text'} {...shared} />
        );
      })}
    </div>
  );
}
