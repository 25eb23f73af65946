import { useEffect, useState } from 'react';
import { useText } from '../../lib/i18n';
import { offlineText } from '../../lib/i18n/en/offline';

/**
 * A week's picture among the saves waiting (OutboxEntryView.tsx), as a row of a list of values: the bytes kept on the
 * device, or the link of the picture the server holds; "No picture" when there is none. The member sees the picture
 * a refused save or a conflict is about before choosing what is sent and what is let go.
 */
export function PictureRow({ picture, alt, testId }: { picture: Blob | string | null; alt: string; testId: string }) {
  const t = useText(offlineText.picture);
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{t.label}:</dt>
      <dd className="text-slate-900">{picture ? <Thumbnail picture={picture} alt={alt} testId={testId} /> : t.none}</dd>
    </div>
  );
}

function Thumbnail({ picture, alt, testId }: { picture: Blob | string; alt: string; testId: string }) {
  const url = useAddress(picture);
  if (url === null) return null;
  return (
    <img
      src={url}
      alt={alt}
      data-testid={testId}
      className="h-24 w-24 rounded-md border border-slate-200 object-cover"
    />
  );
}

/**
 * Where an <img> reads `picture`: a link as it is; for bytes, an object URL made for as long as this view shows them
 * and revoked when it goes (or when the entry is read again, a new Blob), so a dialog opened many times holds no
 * picture's memory after it closed.
 */
function useAddress(picture: Blob | string): string | null {
  const [url, setUrl] = useState<string | null>(typeof picture === 'string' ? picture : null);
  useEffect(() => {
    if (typeof picture === 'string') {
      setUrl(picture);
      return;
    }
    const made = URL.createObjectURL(picture);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  return url;
}
