import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import type { ReportContentJson } from '../../lib/contracts/admin';
import type { ContentType } from '../../lib/contracts/safety';

/** In a card, the item's text is cut after this many characters (the full list and the member panel show it whole). */
export const CONTENT_PREVIEW = 280;

interface Props {
  /** What was reported, and the item as it stands now (null once deleted). */
  type: ContentType;
  content: ReportContentJson | null;
  /** Cut long text (the banner's cards). */
  short?: boolean;
}

/**
 * The reported post, comment or profile as it stands now: who wrote it and its text, or a line saying it has been
 * deleted. The text is the member's own words, shown as text (never as HTML).
 */
export default function ReportContent({ type, content: item, short = false }: Props) {
  const t = useText(adminText.reportContent);
  if (!item) {
    const gone = type === 'comment' ? t.deletedComment : type === 'profile' ? t.deletedProfile : t.deletedPost;
    return (
      <p
        className="mt-2 rounded border border-dashed border-slate-300 px-2 py-1 text-slate-600 italic"
        data-testid="report-content"
      >
        {gone}
      </p>
    );
  }
  const heading =
    item.type === 'comment'
      ? t.comment({ name: item.author_name })
      : item.type === 'profile'
        ? t.profile({ name: item.author_name })
        : t.post({ name: item.author_name });
  const text = short && item.text.length > CONTENT_PREVIEW ? `${item.text.slice(0, CONTENT_PREVIEW)}…` : item.text;
  return (
    <figure
      className="mt-2 rounded border-l-4 border-slate-300 bg-slate-50 px-2 py-1"
      aria-label={t.label}
      data-testid="report-content"
    >
      <figcaption className="text-xs font-medium text-slate-600">{heading}</figcaption>
      {item.type !== 'profile' && (
        <blockquote className="mt-1 whitespace-pre-wrap break-words text-slate-900">{text}</blockquote>
      )}
    </figure>
  );
}
