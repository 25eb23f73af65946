import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $identity } from '../../lib/session';
import { useText } from '../../lib/i18n';
import { offlineText } from '../../lib/i18n/en/offline';
import { $outboxReviewOpen } from '../../lib/offline/outbox-review-root';
import { OUTBOX_EVENT, waiting, type OutboxEntry } from '../../lib/offline/outbox';
import Modal from '../Modal';
import Toast from '../Toast';
import OutboxEntryView from './OutboxEntryView';

/**
 * The saves waiting on this device (issue 30), in a dialog opened by the top bar's count or by a replay the server
 * refused: each one's state, and for a refused one its message and values to correct and send again, or, when the
 * server holds a newer version (412), both versions to keep one. Also the page's toast region when no island
 * mounted one, so a replay's success is read out.
 */
export default function OutboxUi() {
  const t = useText(offlineText.review);
  const open = useStore($outboxReviewOpen);
  // null until read: the dialog never says "Nothing is waiting" (nor shows the last opening's list) before it knows.
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      setEntries(null);
      return;
    }
    const read = () => {
      const member = $identity.get().user_id;
      if (member !== null) void waiting(member).then(setEntries);
    };
    read();
    window.addEventListener(OUTBOX_EVENT, read);
    return () => window.removeEventListener(OUTBOX_EVENT, read);
  }, [open]);

  // An entry sent, kept or let go leaves the list with the button that was pressed: focus goes back to the list.
  // The first read comes after the dialog opened with only its Close button to focus: the list takes the focus then,
  // so Tab reaches the first entry's choices.
  const read = entries !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new list, whose render removed that button
  useEffect(() => {
    if (open && document.activeElement === document.body) list.current?.focus();
  }, [entries, open]);
  useEffect(() => {
    if (open && read && !list.current?.contains(document.activeElement)) list.current?.focus();
  }, [open, read]);

  const close = () => $outboxReviewOpen.set(false);
  return (
    <>
      <Modal
        open={open}
        title={t.title}
        onClose={close}
        size="lg"
        footer={
          <button type="button" className="btn-secondary" onClick={close}>
            {t.close}
          </button>
        }
      >
        <div ref={list} tabIndex={-1} className="rounded-md">
          {/* Mounted empty first, its text set after: a status region that comes with its text is not always read. */}
          <p role="status" className="text-slate-700">
            {entries?.length === 0 ? t.empty : ''}
          </p>
          {entries && entries.length > 0 && (
            <ul className="space-y-4">
              {entries.map((entry) => (
                <li key={`${entry.seq}-${entry.id}`} className="rounded-md border border-slate-200 p-3">
                  <OutboxEntryView entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
      <Toast />
    </>
  );
}
