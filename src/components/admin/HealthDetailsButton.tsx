import { Suspense, lazy, useState } from 'react';
import { useText } from '../../lib/i18n';
import { healthDetailsText } from '../../lib/i18n/en/health-details';

// With its schema, fetched when staff open it: the staff screen loads no schema code with the page.
const HealthDetailsDialog = lazy(() => import('./HealthDetailsDialog'));

interface Props {
  memberId: number;
  memberName: string;
}

/**
 * "Health & emergency details" in the member panel (issue 28): medical history, emergency contact, address and
 * phone are not in the panel; this opens them, with a reason the member will read in their access log.
 */
export default function HealthDetailsButton({ memberId, memberName }: Props) {
  const t = useText(healthDetailsText.dialog);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary mt-4" onClick={() => setOpen(true)}>
        {t.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HealthDetailsDialog memberId={memberId} memberName={memberName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
