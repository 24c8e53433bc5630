import { TEXTS, thankYouMessage, type BookingResponse, type Text } from '@luggage/contracts';
import { useSay } from '../../../lib/i18n/say';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from './booking-icons';
import { StepFrame } from './step-frame';

interface CompletedStepProps {
  booking: BookingResponse;
  /** The summary's two leg lines. */
  lines: { collection: Text; return: Text };
  email: string;
  onRestart: () => void;
}

export function CompletedStep({ booking, lines, email, onRestart }: CompletedStepProps) {
  const say = useSay();
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
        {lines.collection && lines.return && (
          <dl className="pairs completed__facts">
            <dt>Collection</dt>
            <dd>{say(lines.collection)}</dd>
            <dt>Return</dt>
            <dd>{say(lines.return)}</dd>
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
