import { pointMapUrl, type ManageBookingView, type SameDayStay } from '@luggage/contracts';
import type { ReactNode } from 'react';
import { useManageWords } from '../lib/use-manage-words';

/** 'Drop off 11:00 · Pick up 17:00' and the closing time, in the manage namespace's words. */
export function useSameDayWords() {
  const { t } = useManageWords();
  return {
    times: (stay: SameDayStay) => t('sameDay.times', { dropOff: stay.dropOffTime, pickUp: stay.pickUpTime }),
    closes: (stay: SameDayStay) => stay.closesAt && t('sameDay.closes', { time: stay.closesAt }),
  };
}

interface SameDayWhenProps {
  booking: ManageBookingView;
  stay: SameDayStay;
  /** What the point adds below its address (its meeting instructions). */
  extra?: ReactNode;
}

/**
 * A same-day stay where a stay of nights lists its collection and return (BookedLegs): the date, "Drop off 11:00 · Pick
 * up 17:00", the point's closing time that day, and the point with its address and a map link.
 */
export function SameDayWhen({ booking, stay, extra }: SameDayWhenProps) {
  const { t, format, pointName } = useManageWords();
  const { times, closes } = useSameDayWords();
  const { location } = booking;
  const name = pointName(location.id, location.name);
  const closing = closes(stay);
  return (
    <dl className="booked-legs same-day-when">
      <dt>{t('sameDay.label')}</dt>
      <dd>
        <span className="booked-legs__when">{format.date(stay.date)}</span>
        <span className="booked-legs__when">{times(stay)}</span>
        {closing && <span className="booked-legs__when same-day-when__closes">{closing}</span>}
        <span className="booked-legs__place">{name}</span>
        {location.address && <span className="booked-legs__sub">{location.address}</span>}
        <a className="text-link booked-legs__map" href={pointMapUrl(location.name, location.address)} target="_blank" rel="noopener noreferrer">
          {t('terms:booked.openInMaps', { name })}
        </a>
        {extra}
      </dd>
    </dl>
  );
}
