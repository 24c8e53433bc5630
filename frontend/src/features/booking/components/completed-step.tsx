import type { BookingResponse, Text } from '@luggage/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { richText } from '../../../lib/i18n/rich-text';
import { useSay } from '../../../lib/i18n/say';
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
  const { t } = useTranslation('checkout');
  const say = useSay();
  const navigate = useNavigate();
  // The confirmation gets an address of its own, so a reload (or Back from the manage page) still shows it.
  useEffect(() => {
    navigate(`/booking-confirmed/${encodeURIComponent(booking.bookingReference)}`, { replace: true });
  }, [navigate, booking.bookingReference]);
  return (
    <StepFrame title={t('completed.thankYou', { name: booking.name })} className="completed">
      <div className="panel completed__panel">
        <span className="completed__tick" aria-hidden="true">
          <CheckIcon width={32} height={32} strokeWidth={3} />
        </span>
        <p className="completed__reference">
          {richText(t('completed.reference', { reference: booking.bookingReference }), { ref: (reference) => <strong>{reference}</strong> })}
        </p>
        <p>{email ? t('completed.emailSoonAt', { email }) : t('completed.emailSoon')}</p>
        {lines.collection && lines.return && (
          <dl className="pairs completed__facts">
            <dt>{t('completed.collection')}</dt>
            <dd>{say(lines.collection)}</dd>
            <dt>{t('completed.return')}</dt>
            <dd>{say(lines.return)}</dd>
          </dl>
        )}
        <p className="completed__hint">{t('completed.hint')}</p>
      </div>
      <div className="wizard-actions">
        <ButtonLink to="/" variant="secondary">
          {t('completed.home')}
        </ButtonLink>
        <Button onClick={onRestart}>{t('completed.bookAgain')}</Button>
      </div>
    </StepFrame>
  );
}
