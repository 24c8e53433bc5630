import type { GetDataResponse, ManageBookingView } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { CardPayment } from '../../../components/payment/card-payment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { confirmChange } from '../api/confirm-change';
import { useManageWords } from '../lib/use-manage-words';

interface ChangePaymentProps {
  token: string;
  change: { id: number; amount: number; clientSecret: string };
  payments: GetDataResponse['payments'];
  /** True when Stripe has just sent the customer back to this page after an extra step. */
  returned: boolean;
  onChanged: (booking: ManageBookingView) => void;
  onClose: () => void;
}

/** A dearer change: the difference is paid with the same card form as the checkout, then the change is confirmed. */
export function ChangePayment({ token, change, payments, returned, onChanged, onClose }: ChangePaymentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, money } = useManageWords();
  const [paid, setPaid] = useState(false);
  // The server's words, if any, after the page's own sentence (said in the language shown when it renders).
  const [problem, setProblem] = useState<{ detail: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callback without asking again when the parent renders a new one.
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (!paid) return;
    let current = true;
    setProblem(null);
    confirmChange(token, change.id).then(
      (booking) => current && changed.current(booking),
      (error: unknown) => {
        console.warn('Could not confirm the change', error);
        const detail = error instanceof ApiError && error.status > 0 && error.status < 500 ? ` ${error.message}` : '';
        if (current) setProblem({ detail });
      },
    );
    return () => {
      current = false;
    };
  }, [paid, attempt, token, change.id]);

  return (
    <section className="manage-step" aria-labelledby="change-pay-title">
      <h2 id="change-pay-title" className="manage-step__title" tabIndex={-1} ref={heading}>
        {t('pay.title', { amount: money(change.amount) })}
      </h2>
      {!paid ? (
        <>
          <p className="manage-step__lead">{t('pay.lead')}</p>
          <CardPayment
            payments={payments}
            clientSecret={change.clientSecret}
            returned={returned}
            returnUrl={`${window.location.origin}/manage/${token}`}
            onBack={onClose}
            onPaid={() => setPaid(true)}
          />
        </>
      ) : problem ? (
        <div className="problem" role="alert">
          <p>{`${t('pay.notConfirmed')}${problem.detail}`}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('pay.retry')}
          </Button>
        </div>
      ) : (
        <div className="manage-confirming">
          <Spinner label={t('pay.changing')} />
          <p aria-hidden="true">{t('pay.changing')}</p>
        </div>
      )}
    </section>
  );
}
