import type { Overdue } from '@luggage/contracts';
import { useManageWords } from '../lib/use-manage-words';

/** Bags still at the point after it closed on their return date: what happened and what to do. */
export function OverdueNotice({ overdue }: { overdue: Overdue }) {
  const { t, format } = useManageWords();
  return (
    <div className="problem manage-overdue" role="alert">
      <p>{overdue.closedAt ? t('overdue.closedAt', { time: overdue.closedAt }) : t('overdue.closedAllDay', { date: format.date(overdue.date) })}</p>
    </div>
  );
}
