import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldMessages } from '../../../components/ui/field-messages';
import { Button } from '../../../components/ui/button';

type Errors = Record<string, string[]>;

interface FindFormProps {
  busy: boolean;
  errors: Errors;
  onFind: (reference: string, pin: string) => void;
  /** A reference picked from the day's lists: filled in, and the PIN field focused. A new object each pick. */
  prefill?: { reference: string } | null;
}

/** Reference and PIN, typed when the pass cannot be scanned. */
export function FindForm({ busy, errors: serverErrors, onFind, prefill }: FindFormProps) {
  const [reference, setReference] = useState('');
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState<Errors>({});
  const pinInput = useRef<HTMLInputElement>(null);
  const errors = { ...serverErrors, ...missing };

  useEffect(() => {
    if (!prefill) return;
    setReference(prefill.reference);
    setPin('');
    setMissing({});
    pinInput.current?.focus();
  }, [prefill]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!reference.trim()) found.reference = ['Enter the booking reference.'];
    if (!/^\d{4}$/.test(pin.trim())) found.pin = ['The PIN is 4 digits.'];
    setMissing(found);
    if (Object.keys(found).length === 0) onFind(reference.trim(), pin.trim());
  };

  const invalid = (field: string) => (errors[field]?.length ?? 0) > 0;
  return (
    <form className="staff-find" noValidate onSubmit={submit} aria-busy={busy} aria-label="Find by reference and PIN">
      <div className="field">
        <label className="field__label" htmlFor="staff-reference">
          Booking reference
        </label>
        <input id="staff-reference" className="field__input staff-find__input" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
          value={reference} onChange={(e) => setReference(e.target.value)} aria-invalid={invalid('reference')}
          aria-describedby={invalid('reference') ? 'staff-reference-error' : undefined} />
        <FieldMessages id="staff-reference-error" messages={errors.reference} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="staff-pin">
          PIN
        </label>
        <input ref={pinInput} id="staff-pin" className="field__input staff-find__input" inputMode="numeric" autoComplete="off" maxLength={4} pattern="\d{4}"
          value={pin} onChange={(e) => setPin(e.target.value)} aria-invalid={invalid('pin')}
          aria-describedby={invalid('pin') ? 'staff-pin-error' : undefined} />
        <FieldMessages id="staff-pin-error" messages={errors.pin} />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Finding…' : 'Find booking'}
      </Button>
    </form>
  );
}
