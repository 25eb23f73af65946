import { useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  name: string;
  src: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-24 w-24 text-4xl' } as const;

/** A member's picture, or the first letter of their name on a coloured disc when there is none. */
export default function Avatar({ name, src, size = 'md' }: Props) {
  const t = useText(commonText.avatar);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (src) return <img src={src} alt={t.alt({ name })} className={`${box} object-cover`} loading="lazy" />;
  const letter = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className={`${box} inline-flex items-center justify-center bg-brand-700 font-semibold text-white`}
      aria-hidden="true"
      data-testid="avatar-placeholder"
    >
      {letter}
    </span>
  );
}
