import type { ManageBookingView } from '@luggage/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BookedLegs, BookedPrice } from '../../components/booked/booked-booking';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { manageTokenFor } from '../../lib/manage-links';
import { richText } from '../../lib/i18n/rich-text';
import { usePageTitle } from '../../lib/use-page-title';
import { priceAmountsOf } from './components/booking-details';
import { HelpLine } from './components/help-line';
import { PassPanel, PrintedPass } from './components/pass-panel';
import { SameDayLine } from './components/same-day-line';
import { useManagedBooking } from './hooks/use-managed-booking';
import { hasPass, usePass } from './hooks/use-pass';
import { useManageWords } from './lib/use-manage-words';
import './manage.css';

/**
 * /booking-confirmed/{reference}: where the wizard leaves a paid booking, so a reload keeps it. The manage link this
 * browser kept for the reference opens the booking; another browser is pointed to "Find my booking".
 */
export function BookingConfirmedPage() {
  const { reference = '' } = useParams();
  const token = useMemo(() => manageTokenFor(reference), [reference]);
  const { state, reload } = useManagedBooking(token);
  const { t } = useTranslation('manage');
  usePageTitle(state.status === 'ready' ? t('confirmed.title') : t('yourBooking'));

  if (state.status === 'loading') return <PageSpinner label={t('loading')} />;
  if (state.status === 'failed') {
    return (
      <section className="container page status-page" aria-labelledby="confirmed-failed-title">
        <h1 id="confirmed-failed-title">{t('yourBooking')}</h1>
        <div className="notice" role="alert">
          <p>{state.message ?? t('loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('tryAgain')}
          </Button>
        </div>
      </section>
    );
  }
  if (state.status === 'not_found' || !token) {
    return (
      <section className="container page status-page" aria-labelledby="confirmed-unknown-title">
        <h1 id="confirmed-unknown-title">{t('yourBooking')}</h1>
        <p>{t('confirmed.unknown', { reference })}</p>
        <div className="status-page__actions">
          <ButtonLink to="/find-booking">{t('findMyBooking')}</ButtonLink>
        </div>
      </section>
    );
  }

  return <Confirmed token={token} booking={state.booking} />;
}

/**
 * The thank-you step: the reference, the legs and the price as the manage page and the receipt show them, the pass
 * (QR code and PIN) at once, so a customer whose email never comes can still hand over their bags, the link to the
 * manage page, and how to reach us.
 */
function Confirmed({ token, booking }: { token: string; booking: ManageBookingView }) {
  const { pass, failed } = usePass(token, booking);
  const { t, nights, pointName } = useManageWords();
  return (
    <section className="container page confirmed" aria-labelledby="confirmed-title">
      <div className="confirmed__screen">
        <p className="eyebrow">{t('confirmed.title')}</p>
        <h1 id="confirmed-title">{t('confirmed.thankYou', { name: booking.fullName })}</h1>
        <div className="panel confirmed__panel">
          <p className="confirmed__reference">
            {richText(t('confirmed.reference', { reference: booking.reference }), { strong: (text) => <strong>{text}</strong> })}
          </p>
          <p>{t('confirmed.emailSoon', { email: booking.email })}</p>
          {booking.nights === 0 && <SameDayLine booking={booking} />}
          <BookedLegs legs={booking.legs} nightsText={booking.nights === 0 ? undefined : nights(booking.nights)} pointName={pointName} />
          <BookedPrice amounts={priceAmountsOf(booking)} />
          <p>
            <Link className="text-link" to={`/manage/${token}`}>
              {t('manageLink')}
            </Link>
          </p>
        </div>
        {hasPass(booking) && <PassPanel token={token} booking={booking} pass={pass} failed={failed} />}
        <HelpLine company={booking.company} reference={booking.reference} />
        <div className="status-page__actions">
          <ButtonLink to="/" variant="secondary">
            {t('confirmed.home')}
          </ButtonLink>
          <ButtonLink to="/selection">{t('confirmed.bookAgain')}</ButtonLink>
        </div>
      </div>
      {pass && hasPass(booking) && <PrintedPass booking={booking} pass={pass} />}
    </section>
  );
}
