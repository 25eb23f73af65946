import { valuesOf, type Profile } from './profile-model';
import { checkProfile, weightText, type ProfileFormValues } from './profile-weight';
import ProfileFields from './ProfileFields';
import { Form } from './form/Form';
import { useForm } from './form/use-form';
import { $saveProfile } from '../lib/stores/profile-save';
import { mutation } from '../lib/stores/query';
import { useLocale, useText } from '../lib/i18n';
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
 * picture pipeline and the form come with the first Edit Profile, not with the page. Each refusal shows next to
 * what caused it: the picture's under the picker, a field's under the field, the save's beside Save.
 */
export default function ProfileEditForm({ profile, onSaved, onCancel }: EditProps) {
  const t = useText(profileText.profileEdit);
  const locale = useLocale();
  const { notANumber } = useText(weeklyLogText.numberField);
  const units = useUnits();
  const form = useForm({
    initial: () =>
      ({
        ...valuesOf(profile, locale),
        weight: weightText(profile.weight, locale, units),
        image: null,
      }) as ProfileFormValues,
    check: (values: ProfileFormValues) => checkProfile(values, profile.weight, locale, units, notANumber),
    send: async ({ image, ...values }) => {
      await mutation($saveProfile, { values, image });
      onSaved();
    },
  });

  return (
    <Form
      form={form}
      className="card space-y-4"
      aria-label={t.form}
      actions={{
        submit: { label: t.save, busyLabel: t.saving },
        cancel: { label: t.cancel, onCancel },
        className: 'flex flex-wrap gap-3',
      }}
    >
      <ProfileFields labels={t} />
    </Form>
  );
}
