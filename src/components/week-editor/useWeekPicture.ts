import { useEffect, useState } from 'react';
import type { Status } from '../StatusMessage';

/** The picture pipeline (compressorjs, and the HEIC decoder behind it), fetched on the first pick. */
const imagePipeline = () => import('../../lib/images');

/**
 * The week's newly chosen picture: checked, compressed, previewed. `status` is the pick's refusal, shown under the
 * picker; `clear` forgets the choice (cancelled, or saved).
 */
export function useWeekPicture(processingFailed: string) {
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  // A chosen picture's preview URL lives until it is replaced, cancelled or saved, or the week's tab closes.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.url);
  }, [picture]);

  async function pick(file: File) {
    let pipeline: Awaited<ReturnType<typeof imagePipeline>>;
    try {
      pipeline = await imagePipeline();
    } catch {
      setStatus({ kind: 'error', text: processingFailed });
      return;
    }
    const invalid = pipeline.validateImageFile(file);
    if (invalid) {
      setStatus({ kind: 'error', text: `❌ ${invalid}` });
      return;
    }
    setStatus(null);
    setProcessing(true);
    try {
      const processed = await pipeline.processImage(file, 'weekly');
      setPicture({ file: processed, url: URL.createObjectURL(processed) });
    } catch (err) {
      setStatus({ kind: 'error', text: (err as Error)?.message || processingFailed });
    } finally {
      setProcessing(false);
    }
  }

  return { picture, processing, status, setStatus, pick, clear: () => setPicture(null) };
}
