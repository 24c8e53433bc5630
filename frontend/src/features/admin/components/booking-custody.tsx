import { type AdminBookingDetail, type BagCustodyView, type BookingIncidentView, custodyStepLine } from '@luggage/contracts';
import { Link } from 'react-router-dom';
import { useApiData } from '../../../lib/use-api-data';
import { getBookingCustody, getOpenIncidents } from '../api/operations';
import { dateTime } from '../lib/format';

function IncidentLine({ incident, withReference }: { incident: BookingIncidentView; withReference: boolean }) {
  return (
    <li>
      {withReference && (
        <>
          <Link className="admin-link" to={`/admin-dashboard/bookings/${incident.reference}`}>
            {incident.reference}
          </Link>
          {': '}
        </>
      )}
      <strong>{incident.detail}</strong>
      <span className="admin-muted">
        {' '}
        by {incident.openedBy}, <time dateTime={incident.openedAt}>{dateTime(incident.openedAt)}</time>
        {incident.resolvedAt && (
          <>
            {'. '}Closed <time dateTime={incident.resolvedAt}>{dateTime(incident.resolvedAt)}</time>
            {incident.resolution ? `: ${incident.resolution}` : ''}
          </>
        )}
      </span>
    </li>
  );
}

/** One bag's chain of custody: tagged, on the van, delivered or handed back, missing, each with who and when. */
function BagTrail({ bag }: { bag: BagCustodyView }) {
  return (
    <li>
      <strong>{bag.tag}</strong>
      <span className="admin-muted">{bag.held ? ' (held)' : ' (given back)'}</span>
      <ol className="admin-audit">
        {bag.steps.map((step) => (
          <li key={`${step.kind}-${step.at}`}>
            <time dateTime={step.at}>{dateTime(step.at)}</time> {custodyStepLine(step)}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The booking's bag tags, each bag's chain of custody (GET /api/admin/bookings/{reference}/custody) and its incidents (tags not seen at a hand-back). */
export function BookingCustody({ booking }: { booking: AdminBookingDetail }) {
  const { data: trail } = useApiData((signal) => getBookingCustody(booking.reference, signal), `custody-${booking.reference}-${booking.status}-${booking.audit.length}`);
  if (!booking.tagged && booking.incidents.length === 0 && (trail?.length ?? 0) === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="admin-booking-custody">
      <h2 id="admin-booking-custody">Bag tags and incidents</h2>
      {booking.tagged && (
        <p>
          {booking.tagged.tags.length} tagged <time dateTime={booking.tagged.at}>{dateTime(booking.tagged.at)}</time>
          {booking.tagged.point ? ` at ${booking.tagged.point}` : ' by the driver'}: {booking.tagged.tags.join(', ')}
        </p>
      )}
      {trail && trail.length > 0 && (
        <ul className="admin-custody" aria-label="Chain of custody">
          {trail.map((bag, index) => (
            <BagTrail key={`${bag.tag}-${index}`} bag={bag} />
          ))}
        </ul>
      )}
      {booking.incidents.length > 0 && (
        <ul className="admin-audit" aria-label="Incidents">
          {booking.incidents.map((incident) => (
            <IncidentLine key={incident.id} incident={incident} withReference={false} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's open incidents, newest first; nothing when there are none. */
export function OpenIncidents() {
  const { data } = useApiData(getOpenIncidents, 'incidents');
  if (!data || data.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="admin-incidents">
      <div className="admin-section__header">
        <h2 id="admin-incidents">Open incidents</h2>
      </div>
      <ul className="admin-audit">
        {data.map((incident) => (
          <IncidentLine key={incident.id} incident={incident} withReference />
        ))}
      </ul>
    </section>
  );
}

/** The booking's claims, with a link to them in the claims queue; nothing when the customer has filed none. */
export function BookingClaims({ booking }: { booking: AdminBookingDetail }) {
  const { open, total } = booking.claims;
  if (total === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="admin-booking-claims">
      <h2 id="admin-booking-claims">Claims</h2>
      <p>
        {total} claim{total === 1 ? '' : 's'}, {open} to answer.{' '}
        <Link className="admin-link" to={`/admin-dashboard/claims?reference=${encodeURIComponent(booking.reference)}`}>
          Open {total === 1 ? 'it' : 'them'} in the claims queue
        </Link>
      </p>
    </section>
  );
}
