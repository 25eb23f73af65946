import { useId } from 'react';
import { useText } from '../../lib/i18n';
import { profileText } from '../../lib/i18n/en/profile';
import { UNITS, type Units } from '../../lib/units';

interface Props {
  value: Units;
  onChange: (units: Units) => void;
  disabled?: boolean;
}

/** The "Units" radio group (issue 26): Account Settings and the complete-profile form. */
export default function UnitsChoice({ value, onChange, disabled = false }: Props) {
  const t = useText(profileText.unitsCard);
  const name = useId();
  return (
    <fieldset className="space-y-2" data-testid="units-choice">
      <legend className="field-label">{t.title}</legend>
      {UNITS.map((units) => (
        <label key={units} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={units}
            checked={value === units}
            disabled={disabled}
            onChange={() => onChange(units)}
            className="h-5 w-5"
          />
          <span>{t[units]}</span>
        </label>
      ))}
    </fieldset>
  );
}
