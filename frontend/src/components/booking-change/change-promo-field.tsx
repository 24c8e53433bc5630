import { normalisePromoCode, PROMO_CODE_MAX_LENGTH, type PromoDiscount, type Text } from '@luggage/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../ui/button';
import { FieldMessages } from '../ui/field-messages';
import { useFormWords } from './use-form-words';

interface ChangePromoFieldProps {
  /** The code the booking was made with, if any. */
  booked: PromoDiscount | null;
  /** The request's promoCode: undefined keeps the booked one, null asks for none, a code adds or swaps it. */
  value: string | null | undefined;
  errors?: readonly Text[];
  disabled: boolean;
  /** A code typed and applied: the caller asks for the new price with it. */
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The change form's code, as the wizard's "Have a code?": the booked code stays while it applies (the quote says when
 * it no longer does), may be removed, or swapped for another; the server checks a code as its public check does.
 */
export function ChangePromoField({ booked, value, errors, disabled, onApply, onRemove }: ChangePromoFieldProps) {
  const id = useId();
  const { t } = useFormWords();
  const [typed, setTyped] = useState('');
  const current = value === undefined ? (booked?.code ?? null) : value;
  const apply = () => {
    const code = normalisePromoCode(typed);
    if (code === '' || disabled) return;
    setTyped('');
    onApply(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const hasErrors = (errors?.length ?? 0) > 0;
  return (
    <fieldset className="change-form__group" disabled={disabled}>
      <legend className="change-form__legend">{t('manage:changeForm.code')}</legend>
      <div className="change-promo__current">
        <p>{current === null ? t('manage:changeForm.noCode') : t(value === undefined ? 'manage:changeForm.codeKept' : 'manage:changeForm.codeNew', { code: current })}</p>
        {current !== null && (
          <Button variant="secondary" size="sm" onClick={onRemove}>
            {t('manage:changeForm.removeCode')}
          </Button>
        )}
      </div>
      <details className="change-promo" open={hasErrors || undefined}>
        <summary>{t('manage:changeForm.haveCode')}</summary>
        <div className="change-promo__row">
          <label htmlFor={`${id}-promo`} className="visually-hidden">
            {t('manage:changeForm.code')}
          </label>
          <input id={`${id}-promo`} className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} onKeyDown={onKeyDown} autoComplete="off"
            autoCapitalize="characters" spellCheck={false} maxLength={PROMO_CODE_MAX_LENGTH} aria-invalid={hasErrors} aria-describedby={hasErrors ? `${id}-promo-error` : undefined} />
          <Button variant="secondary" size="sm" onClick={apply}>
            {t('manage:changeForm.applyCode')}
          </Button>
        </div>
        <FieldMessages id={`${id}-promo-error`} messages={errors} />
      </details>
    </fieldset>
  );
}
