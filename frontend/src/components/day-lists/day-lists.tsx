import { type BagCount, CHECK_IN_LABELS, type CheckInState, type DayList, type DayListEntry, type DayLists, dayListTitle, formatDashed, formatReadableDate, type PointDayLists, todayInLondon } from '@luggage/contracts';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import './day-lists.css';

/** '2 x Small Suitcase, 1 x Medium Suitcase' */
const bagsText = (bags: readonly BagCount[]): string => bags.map((bag) => `${bag.amount} x ${bag.title}`).join(', ');

const STATE_ORDER: CheckInState[] = ['waiting', 'collected', 'returned', 'no_show'];

/**
 * The whole day's list: '3 bookings, 5 bags (4 Small Suitcase, 1 Medium Suitcase): 1 Waiting, 1 Collected, 1 No show',
 * then ', 50 on this page' when the list's other pages hold the rest.
 */
function listSummary(list: DayList): string {
  const count = list.total;
  const bags = list.bags.reduce((sum, bag) => sum + bag.amount, 0);
  const states = STATE_ORDER.filter((state) => list.states[state] > 0).map((state) => `${list.states[state]} ${CHECK_IN_LABELS[state]}`);
  const page = list.entries.length < count ? `, ${list.entries.length} on this page` : '';
  return `${count} booking${count === 1 ? '' : 's'}, ${bags} bag${bags === 1 ? '' : 's'}${bags > 0 ? ` (${list.bags.map((bag) => `${bag.amount} ${bag.title}`).join(', ')})` : ''}${states.length ? `: ${states.join(', ')}` : ''}${page}`;
}

export function CheckInBadge({ state }: { state: CheckInState }) {
  return <span className={`checkin-badge checkin-badge--${state}`}>{CHECK_IN_LABELS[state]}</span>;
}

interface PointDayProps {
  point: PointDayLists;
  /** The lists' day (DD-MM-YYYY): "Collections today" on today, "Collections on Wed 25 Nov 2026" on another. */
  date: string;
  /** Printable: a box to tick per row, and the phone number as text rather than a link. */
  printable?: boolean;
  /** The point's heading level (its two lists one below): 2 on a page of points, 3 inside a section. */
  level?: 2 | 3;
  /** What the reference cell shows: a link to the booking (admin), a button into check-in (staff); plain text if not given. */
  reference?: (entry: DayListEntry) => ReactNode;
}

type ListProps = Required<Omit<PointDayProps, 'reference' | 'date'>> & Pick<PointDayProps, 'reference'> & { kind: 'collections' | 'returns'; title: string };

function DayListTable({ point, kind, title, printable, level, reference }: ListProps) {
  const list = point[kind];
  const id = `day-list-${point.location.id}-${kind}`;
  const Heading = level === 2 ? 'h3' : 'h4';
  const otherDate = kind === 'collections' ? 'Return' : 'Collected on';
  return (
    <section className="day-list" aria-labelledby={id}>
      <Heading id={id} className="day-list__title">
        {title}
      </Heading>
      <p className="day-list__summary">{listSummary(list)}</p>
      {list.entries.length > 0 && (
        <table className="day-table" role="table">
          <caption className="visually-hidden">
            {title} at {point.location.name}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">Reference</th>
              <th role="columnheader" scope="col">Name</th>
              <th role="columnheader" scope="col">Phone</th>
              <th role="columnheader" scope="col">Bags</th>
              <th role="columnheader" scope="col">{otherDate}</th>
              <th role="columnheader" scope="col">Check-in</th>
              {printable && (
                <th role="columnheader" scope="col" className="day-table__check">
                  Checked
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {list.entries.map((entry) => (
              <tr key={entry.reference} role="row">
                {/* data-label names the cell where a narrow screen stacks each row as a card (day-lists.css); the explicit
                    roles keep the table's meaning for screen readers when CSS changes how its parts are displayed. */}
                <td role="cell" className="day-table__reference" data-label="Reference">
                  {reference ? reference(entry) : entry.reference}
                </td>
                <td role="cell" data-label="Name">{entry.fullName}</td>
                <td role="cell" data-label="Phone">{printable ? entry.contactNumber : <a href={`tel:${entry.contactNumber.replace(/[^\d+]/g, '')}`}>{entry.contactNumber}</a>}</td>
                <td role="cell" data-label="Bags">{bagsText(entry.items)}</td>
                <td role="cell" data-label={otherDate}>{formatReadableDate(kind === 'collections' ? entry.returnDate : entry.collectionDate)}</td>
                <td role="cell" data-label="Check-in">
                  <CheckInBadge state={entry.checkIn} />
                </td>
                {printable && (
                  <td role="cell" className="day-table__check" aria-hidden="true">
                    <span className="day-table__box" />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * One point's day: who hands luggage over ("Collections today", or "Collections on …" another day) and who takes it back, with bags per
 * type and check-in states. The admin's bookings page and manifest and the staff screen show it.
 */
export function PointDay({ point, date, printable = false, level = 2, reference }: PointDayProps) {
  const headingId = `day-point-${point.location.id}`;
  const today = formatDashed(todayInLondon());
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="day-point" aria-labelledby={headingId}>
      <Heading id={headingId} className="day-point__title">
        {point.location.name} <span className="day-point__time">at {point.location.time}</span>
      </Heading>
      <DayListTable point={point} kind="collections" title={dayListTitle('collections', date, today)} printable={printable} level={level} reference={reference} />
      <DayListTable point={point} kind="returns" title={dayListTitle('returns', date, today)} printable={printable} level={level} reference={reference} />
    </section>
  );
}

export type DayListSide = 'collections' | 'returns';

/** Where each side of the day lists is: its page's cursor, none for the first page. */
export type DayListCursors = Partial<Record<DayListSide, string>>;

interface DayListsPagerProps {
  lists: DayLists;
  /** A page is loading: the buttons wait. */
  busy: boolean;
  onPage: (side: DayListSide, cursor: string) => void;
}

/** Next and Previous for each side of the day that has more than a page (each side pages on its own, by point then reference). */
export function DayListsPager({ lists, busy, onPage }: DayListsPagerProps) {
  const sides = (['collections', 'returns'] as const).filter((side) => lists[side].next !== null || lists[side].previous !== null);
  if (sides.length === 0) return null;
  return (
    <div className="day-pager">
      {sides.map((side) => {
        const name = side === 'collections' ? 'Collections' : 'Returns';
        const { total, next, previous } = lists[side];
        return (
          <nav key={side} className="day-pager__side" aria-label={`Pages of ${side}`}>
            <span>
              {name}: {total} booking{total === 1 ? '' : 's'} on this day
            </span>
            <Button size="sm" variant="secondary" disabled={!previous || busy} onClick={() => previous && onPage(side, previous)}>
              Previous
            </Button>
            <Button size="sm" variant="secondary" disabled={!next || busy} onClick={() => next && onPage(side, next)}>
              Next
            </Button>
          </nav>
        );
      })}
    </div>
  );
}
