import { useEffect, useRef, useState } from 'react';
import type { BookingResponse, Text } from '@luggage/contracts';
import { ApiError } from '../../../lib/api-client';
import { rememberManageLink } from '../../../lib/manage-links';
import { createBooking } from '../api/create-booking';
import { bookingRequest, type BookingDraft } from '../lib/payloads';

/**
 * A failure's message is said by the step: a rate limit's or a lost connection's words come from the API client.
 * `refunded`: the server's 409 when the bags no longer fit at payment (REFUNDED_FOR_ROOM): the booking was
 * cancelled and the payment is being refunded, as its words (in the visitor's language) say; there is nothing to retry.
 */
export type ConfirmationState = { status: 'idle' | 'confirming' } | { status: 'failed'; message: Text } | { status: 'refunded'; message: string };

/** The server's 409s for a payment that found no room (paid without a hold, or after it ended): cancelled and refunded. */
const REFUNDED_FOR_ROOM = new Set(['BOOKING.NO_ROOM_LEFT', 'BOOKING.PAID_AFTER_HOLD']);

/**
 * Once the payment has succeeded (paidIntentId set), creates the booking with POST /api/booking. The id is kept
 * in session storage, so a reload at this point confirms the booking instead of losing it.
 */
export function useBookingConfirmation(
  draft: BookingDraft | null,
  paidIntentId: string | null,
  onCompleted: (booking: BookingResponse) => void,
) {
  const [state, setState] = useState<ConfirmationState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!draft || !paidIntentId) return;
    const key = `${paidIntentId}#${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    setState({ status: 'confirming' });
    createBooking(bookingRequest(draft, paidIntentId)).then((booking) => {
      // This browser keeps the manage link, so /booking-confirmed/{reference} still shows the booking after a reload.
      rememberManageLink(booking.bookingReference, booking.manageToken);
      onCompleted(booking);
    }, (error: unknown) => {
      if (error instanceof ApiError && REFUNDED_FOR_ROOM.has(error.code ?? '')) {
        setState({ status: 'refunded', message: error.message });
        return;
      }
      const said = error instanceof ApiError && (error.status === 0 || error.isRateLimited);
      const message = said ? { key: 'checkout:checkout.confirmFailedBecause', params: { detail: error.message } } : { key: 'checkout:checkout.confirmFailed' };
      setState({ status: 'failed', message });
    });
  }, [draft, paidIntentId, attempt, onCompleted]);

  return { confirmation: state, retry: () => setAttempt((n) => n + 1) };
}
