import { BAG_TAG_TEXTS, CHECK_IN_STATUS_LABELS, CHECK_IN_TEXTS, canExtend, type CheckInBookingView, formatReadableDate } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useUndoOpen } from '../../../lib/use-undo-open';
import { ExtendForm } from './extend-form';
import { TagEntry } from '../../../components/bag-tags/tag-entry';

interface BookingPanelProps {
  booking: CheckInBookingView;
  busy: boolean;
  /** The step without tags: the return of bags collected before tags were recorded. */
  onStep: () => void;
  /** The hand-over by tags (the collection), and the hand-back by them. */
  onTags: (tags: string[], note?: string) => void;
  onHandBack: (tags: string[]) => void;
  onUndo: () => void;
  /** The last call's messages by field (tags, note). */
  errors: Record<string, string[]>;
  onExtended: (booking: CheckInBookingView, notice: string) => void;
  /** The line after an extension: the stay as it now ends. */
  notice: string | null;
}

/**
 * The booking at the counter: who, which bags, when, its status, the one step to take now (with its undo), and
 * "Extend" when the stay can be extended. The hand-over and the hand-back of tagged bags go by their tags (TagEntry).
 */
export function BookingPanel({ booking, busy, onStep, onTags, onHandBack, onUndo, errors, onExtended, notice }: BookingPanelProps) {
  const [extending, setExtending] = useState(false);
  const extendButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  const undoOpen = useUndoOpen(booking.undo?.until ?? null);
  const label = booking.action === 'collected' ? CHECK_IN_TEXTS.markCollected : CHECK_IN_TEXTS.markReturned;
  const sameDay = booking.nights === 0 && booking.pickUpTime !== null;
  const choices = booking.extend && canExtend(booking.extend) ? booking.extend : null;

  // Focus goes back to "Extend" when its form closes (cancelled or done), not to the top of the page.
  useEffect(() => {
    if (!extending && closing.current) extendButton.current?.focus();
    closing.current = false;
  }, [extending]);
  const close = () => {
    closing.current = true;
    setExtending(false);
  };

  return (
    <article className="staff-booking card" aria-labelledby="staff-booking-name">
      <p className="eyebrow">{booking.reference}</p>
      <h2 id="staff-booking-name" className="staff-booking__name">
        {booking.fullName}
      </h2>
      <p className="staff-booking__status" role="status">
        Status: <strong>{CHECK_IN_STATUS_LABELS[booking.status]}</strong>
      </p>
      <dl className="staff-booking__facts">
        <div>
          <dt>Bags</dt>
          <dd>
            <ul className="staff-booking__bags">
              {booking.bags.map((bag) => (
                <li key={bag.code}>
                  {bag.amount} × {bag.title}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{sameDay ? CHECK_IN_TEXTS.dropOff : 'Collection'}</dt>
          <dd>
            {formatReadableDate(booking.collectionDate)}, {booking.location.time}
          </dd>
        </div>
        <div>
          <dt>{sameDay ? CHECK_IN_TEXTS.pickUp : 'Return'}</dt>
          <dd>
            {sameDay
              ? `${formatReadableDate(booking.returnDate)}, ${booking.pickUpTime} (same day)`
              : `${formatReadableDate(booking.returnDate)} (${booking.nights} night${booking.nights === 1 ? '' : 's'})`}
          </dd>
        </div>
        <div>
          <dt>Point</dt>
          <dd>{booking.location.name}</dd>
        </div>
        {booking.tagged && (
          <div>
            <dt>{BAG_TAG_TEXTS.tagsTitle}</dt>
            <dd>{booking.tagged.tags.join(', ')}</dd>
          </div>
        )}
      </dl>
      <div role="status" className="staff-booking__notice">
        {notice && <p>{notice}</p>}
      </div>
      {booking.missingTags.length > 0 && <p className="staff-booking__missing">{BAG_TAG_TEXTS.missingReported(booking.missingTags)}</p>}
      {booking.action === 'collected' || (booking.action === 'returned' && booking.tagged) ? (
        <TagEntry key={`${booking.reference} ${booking.action}`} idPrefix="staff" expected={booking.action === 'returned' ? (booking.tagged?.tags ?? []) : null}
          bags={booking.bags.reduce((sum, bag) => sum + bag.amount, 0)} reasonLabel={booking.overrideNeeded ? 'Reason (before the collection day)' : null} busy={busy} errors={errors}
          submitLabel={label} onSubmit={booking.action === 'collected' ? onTags : (tags) => onHandBack(tags)} />
      ) : booking.action ? (
        <div className="staff-booking__action">
          <Button size="lg" className="staff-booking__step" disabled={busy} onClick={() => onStep()}>
            {label}
          </Button>
        </div>
      ) : (
        booking.waiting && <p className="staff-booking__waiting">{booking.waiting}</p>
      )}
      {booking.undo && undoOpen && (
        <Button variant="secondary" className="staff-booking__undo" disabled={busy} onClick={onUndo}>
          {CHECK_IN_TEXTS.undo} “{booking.undo.step === 'collected' ? CHECK_IN_TEXTS.markCollected : CHECK_IN_TEXTS.markReturned}”
        </Button>
      )}
      {choices &&
        (extending ? (
          <ExtendForm key={`${booking.status} ${booking.nights} ${booking.pickUpTime}`} booking={booking} choices={choices} disabled={busy}
            onExtended={(extended, line) => {
              close();
              onExtended(extended, line);
            }}
            onCancel={close} />
        ) : (
          <Button ref={extendButton} variant="secondary" className="staff-booking__extend" disabled={busy} onClick={() => setExtending(true)}>
            {CHECK_IN_TEXTS.extend}
          </Button>
        ))}
    </article>
  );
}
