import type { ChangeBookingRequest, ChangeQuote, GetDataResponse, ManageBookingView } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeBookingForm } from '../../../components/booking-change/change-booking-form';
import { changeBooking } from '../api/change-booking';
import { quoteChange } from '../api/quote-change';
import { ChangePayment } from './change-payment';

interface ChangePanelProps {
  token: string;
  booking: ManageBookingView;
  catalog: GetDataResponse;
  onChanged: (booking: ManageBookingView, quote: ChangeQuote) => void;
  onClose: () => void;
}

/** "Change booking": the form and its quote, then, for a dearer booking, the card payment of the difference. */
export function ChangePanel({ token, booking, catalog, onChanged, onClose }: ChangePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation('manage');
  const [payment, setPayment] = useState<{ id: number; amount: number; clientSecret: string; quote: ChangeQuote } | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const confirm = async (request: ChangeBookingRequest, quote: ChangeQuote) => {
    const result = await changeBooking(token, { ...request, expectedDifference: quote.difference });
    if (result.outcome === 'changed') onChanged(result.booking, quote);
    else setPayment({ id: result.changeId, amount: result.amount, clientSecret: result.clientSecret, quote });
  };

  if (payment) {
    return (
      <ChangePayment
        token={token}
        change={payment}
        payments={catalog.payments}
        returned={false}
        onChanged={(changed) => onChanged(changed, payment.quote)}
        onClose={onClose}
      />
    );
  }
  return (
    <section className="manage-step" aria-labelledby="change-title">
      <h2 id="change-title" className="manage-step__title" tabIndex={-1} ref={heading}>
        {t('change.title')}
      </h2>
      <p className="manage-step__lead">{t('change.lead')}</p>
      <ChangeBookingForm
        catalog={catalog}
        booking={booking}
        requestQuote={(request) => quoteChange(token, request)}
        confirm={confirm}
        onClose={onClose}
        reader="customer"
      />
    </section>
  );
}
