import { useEffect } from 'react';
import LoadError from '../LoadError';
import CheckInSummary from '../progress/CheckInSummary';
import GoalsCard from '../progress/GoalsCard';
import TrendCharts from '../progress/TrendCharts';
import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { errorMessage } from '../../lib/messages';
import { $memberProgress, $progressMemberId } from '../../lib/stores/admin-members';
import { useQuery } from '../../lib/stores/use-query';

/**
 * Staff's view of the selected member's progress: the same check-in summary and charts the member sees, and their
 * goals only when the member shares them (the server sends none otherwise).
 */
export default function MemberProgress({ userId, memberName }: { userId: number; memberName: string }) {
  const t = useText(adminText.memberProgress);
  useEffect(() => {
    $progressMemberId.set(userId);
    return () => $progressMemberId.set(null);
  }, [userId]);
  // Keyed by the member (MemberPanel), so this starts empty: the member shown before was let go on unmount.
  const { data: progress, error } = useQuery($memberProgress);
  if (!progress) {
    return error ? (
      <LoadError message={errorMessage(error)} onRetry={$memberProgress.revalidate} />
    ) : (
      <p className="card text-slate-700" role="status">
        {t.loading}
      </p>
    );
  }
  return (
    <section aria-label={t.progressOf({ name: memberName })} className="space-y-4" data-testid="member-progress">
      <CheckInSummary progress={progress} memberName={memberName} />
      <TrendCharts weeks={progress.weeks} headingLevel={3} />
      {progress.share_goals_with_staff ? (
        <GoalsCard progress={progress} />
      ) : (
        <p className="card text-slate-700">{t.goalsPrivate({ name: memberName })}</p>
      )}
    </section>
  );
}
