import { formatDashed, formatIso, formatReadableDate, parseIso, todayInLondon } from '@luggage/contracts';
import { useState } from 'react';
import { PointDay } from '../../../components/day-lists/day-lists';
import { Spinner } from '../../../components/ui/spinner';
import { useApiData } from '../../../lib/use-api-data';
import { getMyDayLists } from '../api/day-lists';

interface StaffDayListsProps {
  /** Whose points: "your points" to staff, "every point" to an admin. */
  everyPoint: boolean;
  /** Changes when a check-in step was taken, so the lists' states are read again. */
  changes: number;
  /** A reference tapped in a list: fill it in the find form. */
  onPick: (reference: string) => void;
}

/** Below the check-in tool: "Collections today" and "Returns today" at the staff member's points, for today or a chosen day. */
export function StaffDayLists({ everyPoint, changes, onPick }: StaffDayListsProps) {
  const today = formatIso(todayInLondon());
  const [day, setDay] = useState(today);
  const dashed = formatDashed(parseIso(day) ?? todayInLondon());
  const lists = useApiData((signal) => getMyDayLists(dashed, signal), `${dashed}|${changes}`);
  const points = lists.data?.points ?? [];
  const where = everyPoint ? 'every point' : 'your points';

  return (
    <section className="staff-day" aria-labelledby="staff-day-title">
      <div className="staff-day__header">
        <h2 id="staff-day-title">{day === today ? 'Today' : formatReadableDate(dashed)} at {where}</h2>
        <div className="field staff-day__date">
          <label className="field__label" htmlFor="staff-day">
            Day
          </label>
          <input id="staff-day" className="field__input" type="date" value={day} onChange={(e) => setDay(e.target.value || today)} />
        </div>
      </div>
      {lists.error && <p className="problem">{lists.error.message}</p>}
      {!lists.data && lists.loading && <Spinner label="Loading the day…" />}
      {lists.data && points.length === 0 && (
        <p className="staff-day__empty">Nobody is booked to hand over or collect luggage at {everyPoint ? 'any point' : 'your points'} on {formatReadableDate(lists.data.date)}.</p>
      )}
      {points.length > 0 && (
        <div className="day-lists">
          {points.map((point) => (
            <PointDay
              key={point.location.id}
              point={point}
              date={lists.data?.date ?? dashed}
              level={3}
              reference={(entry) => (
                <button type="button" className="staff-day__pick" aria-label={`Check in ${entry.reference}`} onClick={() => onPick(entry.reference)}>
                  {entry.reference}
                </button>
              )}
            />
          ))}
        </div>
      )}
      {lists.data?.truncated && <p className="problem">This day has more bookings than the lists hold: ask an admin for the manifest.</p>}
    </section>
  );
}
