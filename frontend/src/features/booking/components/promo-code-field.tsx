import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { poundsToPence, type PromoTerms, type Text } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSay } from '../../../lib/i18n/say';
import { useFormatter } from '../../../lib/i18n/use-language';
import { checkPromoCode, type PromoBasket } from '../api/promo-code';

type Check = { status: 'idle' } | { status: 'checking' } | { status: 'refused'; reason: Text };

interface PromoCodeFieldProps {
  basket: PromoBasket;
  applied: PromoTerms | null;
  /** What the applied code takes off this summary, in pence (contracts' bookingQuote). */
  appliedPence: number;
  onApply: (terms: PromoTerms) => void;
  onRemove: () => void;
}

/**
 * The summary's "Have a code?": a small disclosure with a field and Apply. The server says whether the code applies
 * to this basket (its reason when not); an applied code's terms price the summary with the same contracts function
 * the server charges with, and go with the checkout.
 */
export function PromoCodeField({ basket, applied, appliedPence, onApply, onRemove }: PromoCodeFieldProps) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  const { money } = useFormatter();
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<Check>({ status: 'idle' });

  if (applied) {
    return (
      <div className="promo-code promo-code--applied" role="status">
        <p>{t('promo.applied', { code: applied.code, amount: money(appliedPence) })}</p>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          {t('promo.remove')}
        </Button>
      </div>
    );
  }

  const apply = async () => {
    if (check.status === 'checking' || code.trim() === '') return;
    setCheck({ status: 'checking' });
    try {
      const answer = await checkPromoCode(code, basket);
      if (!answer.applies) return setCheck({ status: 'refused', reason: answer.reason ?? '' });
      setCheck({ status: 'idle' });
      setCode('');
      onApply({ code: answer.code, percentOff: answer.percentOff, amountOffPence: answer.amountOff === null ? null : poundsToPence(answer.amountOff) });
    } catch (error) {
      const reason: Text = error instanceof ApiError && (error.status === 0 || error.isRateLimited || error.isValidation) ? error.message : { key: 'checkout:promo.failed' };
      setCheck({ status: 'refused', reason });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <details className="promo-code">
      <summary>{t('promo.haveCode')}</summary>
      <div className="promo-code__row">
        <label htmlFor="promo-code" className="visually-hidden">
          {t('promo.label')}
        </label>
        <input
          id="promo-code"
          className="field__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          aria-invalid={check.status === 'refused'}
          aria-describedby={check.status === 'refused' ? 'promo-code-reason' : undefined}
        />
        <Button variant="secondary" size="sm" onClick={apply} disabled={check.status === 'checking'} aria-busy={check.status === 'checking'}>
          {check.status === 'checking' ? t('promo.checking') : t('promo.apply')}
        </Button>
      </div>
      {check.status === 'refused' && (
        <p id="promo-code-reason" className="field__error" role="alert">
          {say(check.reason)}
        </p>
      )}
    </details>
  );
}
