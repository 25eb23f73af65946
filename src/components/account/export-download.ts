import type { Status } from '../StatusMessage';
import { ExportTooSoon } from '../../lib/client/export';
import { exportFileName } from '../../lib/contracts/export';
import type { TextValue } from '../../lib/i18n';
import type { exportText } from '../../lib/i18n/en/export';
import { errorMessage } from '../../lib/messages';
import { $downloadExport } from '../../lib/stores/data-export';
import { mutation } from '../../lib/stores/query';

/** Hands a Blob to the browser as a download: an object URL on a link with `download`, clicked, then let go. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the member's ZIP and says how it went. Fetched with the card's first click (ExportCard.tsx): the store,
 * the client and the contract's file name are not needed before.
 */
export async function downloadExport(t: TextValue<typeof exportText.card>): Promise<Status> {
  try {
    const blob = await mutation($downloadExport, undefined);
    save(blob, exportFileName(new Date()));
    return { kind: 'success', text: t.started };
  } catch (err) {
    if (err instanceof ExportTooSoon) {
      const minutes = err.retryAfter === null ? null : Math.max(1, Math.ceil(err.retryAfter / 60));
      return { kind: 'error', text: minutes === null ? t.tooSoon : t.tooSoonMinutes({ minutes }) };
    }
    console.error('The data export failed', err);
    return { kind: 'error', text: errorMessage(err) };
  }
}
