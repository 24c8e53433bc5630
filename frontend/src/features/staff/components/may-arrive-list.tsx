import type { MayArriveEntry } from '@luggage/contracts';

/**
 * Bookings of a point closed that day that were offered this point instead and have not chosen yet: they may arrive
 * (closed-point rescue). Once one moves, it is on the day's lists like any other booking.
 */
export function MayArriveList({ entries, onPick }: { entries: readonly MayArriveEntry[]; onPick: (reference: string) => void }) {
  if (entries.length === 0) return null;
  return (
    <section className="staff-may-arrive" aria-labelledby="staff-may-arrive-title">
      <h3 id="staff-may-arrive-title">May arrive from a closed point</h3>
      <ol className="staff-times__list">
        {entries.map((entry) => (
          <li key={entry.reference} className="staff-handover">
            <button type="button" className="staff-day__pick" aria-label={`Check in ${entry.reference}`} onClick={() => onPick(entry.reference)}>
              {entry.reference}
            </button>
            <span className="staff-handover__who">
              {entry.fullName}, {entry.bags} bag{entry.bags === 1 ? '' : 's'}: offered here for their {entry.side === 'collection' ? 'drop-off' : 'pick-up'} at {entry.fromPoint}, closed that day
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
