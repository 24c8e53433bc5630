import { formatReadableDate, handoverTimesText, pointScheduleOf, type CollectionLocationView } from '@luggage/contracts';

/** "Collection and return at 09:00 (Saturdays 10:00)": the point's usual time and the weekdays that differ. */
export const handoverLine = (location: CollectionLocationView): string => `Collection and return at ${handoverTimesText(pointScheduleOf(location))}`;

/** How many of a point's coming closures are listed where it is chosen. */
const SHOWN = 3;

/** The point's next closure dates with their notes ("Closed Fri 25 Dec 2026: Christmas Day"), when it has any. */
export function Closures({ closures }: { closures: CollectionLocationView['closures'] }) {
  if (closures.length === 0) return null;
  return (
    <ul className="chosen__sub closures">
      {closures.slice(0, SHOWN).map((closure) => (
        <li key={closure.date}>
          Closed {formatReadableDate(closure.date)}: {closure.note}
        </li>
      ))}
    </ul>
  );
}
