import { addDays, type CalendarDate, formatDashed, formatReadableDate, latestCollectionDate, todayInLondon } from '@luggage/contracts';
import { useState } from 'react';
import { DateField } from '../../../components/date-picker/date-field';
import { type DayListCursors, DayListsPager, PointDay } from '../../../components/day-lists/day-lists';
import { Spinner } from '../../../components/ui/spinner';
import { useApiData } from '../../../lib/use-api-data';
import { getMyDayLists } from '../api/day-lists';
import { DayByTime, isWholeDay, WholeDayByTime } from './day-by-time';
import { MayArriveList } from './may-arrive-list';

/** How far back a day can be looked at. */
const DAYS_BACK = 365;

interface StaffDayListsProps {
  /** Whose points: "your points" to staff, "every point" to an admin. */
  everyPoint: boolean;
  /** Changes when a check-in step was taken, so the lists' states are read again. */
  changes: number;
  /** A reference tapped in a list: fill it in the find form. */
  onPick: (reference: string) => void;
}

/**
 * Below the check-in tool: the day's drop-offs and pick-ups by time ("Next hour" first, today), then "Collections today"
 * and "Returns today" at the staff member's points, for today or a chosen day.
 */
export function StaffDayLists({ everyPoint, changes, onPick }: StaffDayListsProps) {
  const today = todayInLondon();
  const [day, setDay] = useState<CalendarDate>(today);
  const [cursors, setCursors] = useState<DayListCursors>({});
  const dashed = formatDashed(day);
  const lists = useApiData((signal) => getMyDayLists(dashed, cursors, signal), `${dashed}|${changes}|${cursors.collections ?? ''}|${cursors.returns ?? ''}`);
  const points = lists.data?.points ?? [];
  const where = everyPoint ? 'every point' : 'your points';
  const isToday = dashed === formatDashed(today);

  return (
    <section className="staff-day" aria-labelledby="staff-day-title">
      <div className="staff-day__header">
        <h2 id="staff-day-title">{isToday ? 'Today' : formatReadableDate(dashed)} at {where}</h2>
        <div className="staff-day__date">
          <DateField label="Day" value={day} min={addDays(today, -DAYS_BACK)} max={latestCollectionDate()} onChoose={(chosen) => {
              setDay(chosen);
              setCursors({});
            }}
          />
        </div>
      </div>
      {lists.error && <p className="problem">{lists.error.message}</p>}
      {!lists.data && lists.loading && <Spinner label="Loading the day…" />}
      {lists.data && <MayArriveList entries={lists.data.mayArrive} onPick={onPick} />}
      {lists.data && points.length === 0 && (
        <p className="staff-day__empty">Nobody is booked to hand over or collect luggage at {everyPoint ? 'any point' : 'your points'} on {formatReadableDate(lists.data.date)}.</p>
      )}
      {lists.data && points.length > 0 &&
        (isWholeDay(lists.data) ? (
          <DayByTime points={points} today={isToday} onPick={onPick} />
        ) : (
          <WholeDayByTime date={dashed} changes={changes} today={isToday} onPick={onPick} />
        ))}
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
      {lists.data && <DayListsPager lists={lists.data} busy={lists.loading} onPage={(side, cursor) => setCursors({ ...cursors, [side]: cursor })} />}
    </section>
  );
}
