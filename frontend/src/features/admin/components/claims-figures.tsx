import { Link } from 'react-router-dom';
import { formatPounds, poundsToPence } from '@luggage/contracts';
import { useApiData } from '../../../lib/use-api-data';
import { getClaimsSummary } from '../api/claims';

/** The dashboard's claims figures: open claims, those past their answer's due time (red), and this month's payouts. */
export function ClaimsFigures() {
  const { data } = useApiData(getClaimsSummary, 'claims-summary');
  if (!data) return null;
  return (
    <section className="admin-section" aria-labelledby="claims-figures">
      <div className="admin-section__header">
        <h2 id="claims-figures">Claims</h2>
        <Link className="admin-link" to="/admin-dashboard/claims">
          Open the claims queue
        </Link>
      </div>
      <dl className="admin-figures">
        <div>
          <dt>Open</dt>
          <dd>{data.open}</dd>
        </div>
        <div className={data.overdue > 0 ? 'admin-figures__overdue' : undefined}>
          <dt>Overdue</dt>
          <dd>{data.overdue}</dd>
        </div>
        <div>
          <dt>Paid out this month</dt>
          <dd>{formatPounds(poundsToPence(data.paidThisMonth))}</dd>
        </div>
      </dl>
    </section>
  );
}
