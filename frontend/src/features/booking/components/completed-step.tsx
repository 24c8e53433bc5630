import { TEXTS, formatReadableDate, thankYouMessage, type BookingResponse, type CalendarDate, type CollectionLocationView } from '@luggage/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { locationLabel } from '../lib/payloads';
import { CheckIcon } from './booking-icons';
import { StepFrame } from './step-frame';

interface CompletedStepProps {
  booking: BookingResponse;
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  location: CollectionLocationView | null;
  email: string;
  onRestart: () => void;
}

export function CompletedStep({ booking, date, returnDate, location, email, onRestart }: CompletedStepProps) {
  const navigate = useNavigate();
  // The confirmation gets an address of its own, so a reload (or Back from the manage page) still shows it.
  useEffect(() => {
    navigate(`/booking-confirmed/${encodeURIComponent(booking.bookingReference)}`, { replace: true });
  }, [navigate, booking.bookingReference]);
  return (
    <StepFrame title={thankYouMessage(booking.name)} className="completed">
      <div className="panel completed__panel">
        <span className="completed__tick" aria-hidden="true">
          <CheckIcon width={32} height={32} strokeWidth={3} />
        </span>
        <p className="completed__reference">
          Your booking reference is: <strong>{booking.bookingReference}</strong>
        </p>
        <p>{TEXTS.emailSoon}{email ? ` at ${email}` : ''}.</p>
        {location && date && returnDate && (
          <dl className="pairs completed__facts">
            <dt>Collection</dt>
            <dd>{`${formatReadableDate(date)}, ${locationLabel(location, date)}`}</dd>
            <dt>Return</dt>
            <dd>{`${formatReadableDate(returnDate)}, ${locationLabel(location, returnDate)}`}</dd>
          </dl>
        )}
        <p className="completed__hint">Show your booking reference when you hand over your luggage.</p>
      </div>
      <div className="wizard-actions">
        <ButtonLink to="/" variant="secondary">
          Back to the home page
        </ButtonLink>
        <Button onClick={onRestart}>Book again</Button>
      </div>
    </StepFrame>
  );
}
