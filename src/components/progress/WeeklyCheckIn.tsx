import { progress as progressClient } from '../../lib/client/progress';
import CheckInSummary from './CheckInSummary';
import { useProgress } from './useProgress';

/**
 * The check-in summary at the top of the weekly log, read again whenever `version` changes (after a week or a day
 * is saved). A failure to read it stays quiet: the weekly log itself is what the page is for.
 */
export default function WeeklyCheckIn({ version }: { version: number }) {
  const { progress } = useProgress((signal) => progressClient.get(signal), version);
  return progress ? <CheckInSummary progress={progress} /> : null;
}
