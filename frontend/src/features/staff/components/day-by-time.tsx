import { type DayHandover, type DayLists, handoversByTime, londonClockTime, type PointDayLists } from '@luggage/contracts';
import { useEffect, useState } from 'react';
import { CheckInBadge } from '../../../components/day-lists/day-lists';
import { getWholeDay } from '../../../components/day-lists/whole-day';
import { Spinner } from '../../../components/ui/spinner';
import { useApiData } from '../../../lib/use-api-data';

const MINUTE = 60_000;

/** London's 'HH:mm', moved on every minute so the next hour follows the clock. */
function useLondonClock(): string {
  const [now, setNow] = useState(() => londonClockTime(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(londonClockTime(new Date())), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface HandoverListProps {
  id: string;
  title: string;
  handovers: DayHandover[];
  empty: string;
  /** Name the point on each line (staff working at more than one point). */
  showPoint: boolean;
  onPick: (reference: string) => void;
}

/** '11:00 Drop-off REF Ann Example, 2 bags, same day' with its check-in state. */
function HandoverList({ id, title, handovers, empty, showPoint, onPick }: HandoverListProps) {
  return (
    <section className="staff-times__part" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {handovers.length === 0 ? (
        <p className="staff-day__empty">{empty}</p>
      ) : (
        <ol className="staff-times__list">
          {handovers.map(({ kind, time, point, entry }) => (
            <li key={`${kind} ${point.id} ${entry.reference}`} className="staff-handover">
              <span className="staff-handover__time">{time}</span>
              <span className="staff-handover__kind">{kind === 'drop-off' ? 'Drop-off' : 'Pick-up'}</span>
              <button type="button" className="staff-day__pick" aria-label={`Check in ${entry.reference}`} onClick={() => onPick(entry.reference)}>
                {entry.reference}
              </button>
              <span className="staff-handover__who">
                {entry.fullName}, {entry.bags} bag{entry.bags === 1 ? '' : 's'}
                {entry.nights === 0 ? ', same day' : ''}
                {showPoint ? ` at ${point.name}` : ''}
              </span>
              <CheckInBadge state={entry.checkIn} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface DayByTimeProps {
  points: readonly PointDayLists[];
  /** The day shown is today: the next hour comes first. */
  today: boolean;
  onPick: (reference: string) => void;
}

/** The day's drop-offs and pick-ups by time: "Next hour" first (today), then the rest of the day. */
export function DayByTime({ points, today, onPick }: DayByTimeProps) {
  const now = useLondonClock();
  const { nextHour, rest } = handoversByTime(points, today ? now : null);
  const showPoint = points.length > 1;
  return (
    <div className="staff-times">
      {today && <HandoverList id="staff-next-hour" title="Next hour" handovers={nextHour} empty="Nobody is due to drop off or pick up in the next hour." showPoint={showPoint} onPick={onPick} />}
      <HandoverList id="staff-rest-of-day" title={today ? 'Rest of the day' : 'The day by time'} handovers={rest} empty="Nothing else on this day." showPoint={showPoint} onPick={onPick} />
    </div>
  );
}

/** True when the answer holds the whole day (no side has another page). */
export const isWholeDay = (lists: DayLists): boolean =>
  lists.collections.next === null && lists.collections.previous === null && lists.returns.next === null && lists.returns.previous === null;

/** A day of more than a page: every page is read for the day by time (the lists below keep their own pages). */
export function WholeDayByTime({ date, changes, today, onPick }: Omit<DayByTimeProps, 'points'> & { date: string; changes: number }) {
  const day = useApiData((signal) => getWholeDay({ date }, signal), `${date}|${changes}`);
  if (day.error) return <p className="problem">{day.error.message}</p>;
  if (!day.data) return <Spinner label="Loading the day by time…" />;
  return <DayByTime points={day.data.points} today={today} onPick={onPick} />;
}
