import { CHECK_IN_TEXTS, nightsChoice, takePaymentFirst } from '@luggage/contracts';
import { FieldMessages } from '../../../components/ui/field-messages';

const describedBy = (ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

interface NightsFieldProps {
  collectionDate: string;
  nights: number[];
  value: number;
  onChange: (nights: number) => void;
  errors: string[] | undefined;
}

/** The stay's nights to choose from, each with the return date it makes (radios: they wrap on a phone, a select cuts off). */
export function NightsField({ collectionDate, nights, value, onChange, errors }: NightsFieldProps) {
  return (
    <fieldset className="staff-extend__group" aria-describedby={describedBy([!!errors?.length && 'staff-extend-nights-error'])}>
      <legend>{CHECK_IN_TEXTS.nightsFromDropOff}</legend>
      {nights.map((count) => (
        <label key={count} className="staff-extend__choice">
          <input type="radio" name="staff-extend-nights" value={count} checked={value === count} onChange={() => onChange(count)} />
          {nightsChoice(collectionDate, count)}
        </label>
      ))}
      <FieldMessages id="staff-extend-nights-error" messages={errors} />
    </fieldset>
  );
}

interface PaidAtPointFieldProps {
  payNow: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors: string[] | undefined;
}

/** "Payment taken at the point": staff's word that they took the difference, needed before a dearer extension. */
export function PaidAtPointField({ payNow, checked, onChange, errors }: PaidAtPointFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="field">
      <label className="staff-extend__choice">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={invalid}
          aria-describedby={describedBy(['staff-extend-paid-hint', invalid && 'staff-extend-paid-error'])} />
        {CHECK_IN_TEXTS.paidAtPoint}
      </label>
      <p id="staff-extend-paid-hint" className="field__hint">
        {takePaymentFirst(payNow)}
      </p>
      <FieldMessages id="staff-extend-paid-error" messages={errors} />
    </div>
  );
}
