import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $openWarnings, readWarningsWhenIdle } from '../lib/stores/warnings';

// Most members have no warning: the list's markup and wording come with the first one.
const WarningList = lazy(() => import('../components/WarningList'));

/** A moderation warning stays on every page, with its reason, until the member dismisses it. */
export default function WarningNotice() {
  // Rendered in the browser only (client:only).
  useState(readWarningsWhenIdle);
  const pending = useStore($openWarnings).data ?? [];
  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WarningList pending={pending} />
    </Suspense>
  );
}
