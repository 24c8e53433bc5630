import type { Overdue } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { useManageWords } from '../lib/use-manage-words';

/** Bags still at the point after it closed on their return date: what happened, what to do, and paying the night ("Extend"). */
export function OverdueNotice({ overdue, onExtend }: { overdue: Overdue; onExtend?: () => void }) {
  const { t, format } = useManageWords();
  return (
    <div className="problem manage-overdue" role="alert">
      <p>{overdue.closedAt ? t('overdue.closedAt', { time: overdue.closedAt }) : t('overdue.closedAllDay', { date: format.date(overdue.date) })}</p>
      {onExtend && (
        <p>
          {t('overdue.payNights')}
          <Button variant="secondary" size="sm" onClick={onExtend}>
            {t('overdue.payNightsButton')}
          </Button>
        </p>
      )}
    </div>
  );
}
