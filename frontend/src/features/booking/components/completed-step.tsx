import type { BookingResponse } from '@luggage/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';

/**
 * A paid booking leaves the wizard for its confirmation page, which has an address of its own (a reload, or Back from
 * the manage page, still shows it) and says the thank-you. Only a spinner here while it opens: a thank-you of the
 * step's own would show for a moment and then be replaced by the page's.
 */
export function CompletedStep({ booking }: { booking: BookingResponse }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/booking-confirmed/${encodeURIComponent(booking.bookingReference)}`, { replace: true });
  }, [navigate, booking.bookingReference]);
  return <PageSpinner />;
}
