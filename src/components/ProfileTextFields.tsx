import { useId } from 'react';
import { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import { PROFILE_TEXT_FIELDS, type ProfileValues } from './profile-model';
import { useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';

interface Props {
  values: ProfileValues;
  onChange: (name: keyof ProfileValues) => (e: { currentTarget: { value: string } }) => void;
  /** Complete Your Profile requires every field; My Profile's edit mode does not. */
  required?: boolean;
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

/** The profile's text fields (occupation to medical history), labelled, with the server's length limits. */
export default function ProfileTextFields({ values, onChange, required = false }: Props) {
  const fieldId = useId();
  const t = useText(profileText.profileFields);
  return (
    <>
      {PROFILE_TEXT_FIELDS.map((field) => {
        const id = `${fieldId}-${field.name}`;
        const common = {
          id,
          name: field.name,
          required,
          maxLength: PROFILE_LIMITS[field.name],
          autoComplete: AUTOCOMPLETE[field.name],
          value: values[field.name] ?? '',
          onChange: onChange(field.name),
          className: 'field-input',
        };
        return (
          <div key={field.name} className={'multiline' in field ? 'sm:col-span-2' : ''}>
            <label htmlFor={id} className="field-label">
              {t[field.label]}
            </label>
            {'multiline' in field ? (
              <textarea rows={3} {...common} />
            ) : (
              <input type={'type' in field ? field.type : 'text'} {...common} />
            )}
          </div>
        );
      })}
    </>
  );
}
