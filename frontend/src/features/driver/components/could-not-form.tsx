import { DRIVER_TEXTS, type DriverStopView, type DriverTodayView, type LegFailureReason } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { StopCall } from './stop-call';
import { StopErrors } from './stop-errors';

interface CouldNotFormProps {
  stop: DriverStopView;
  busy: boolean;
  onCall: StopCall;
  onCancel: () => void;
  reasons: DriverTodayView['failureReasons'];
}

/** "Could not collect" / "Could not deliver": why, chosen from the reasons, then confirmed. */
export function CouldNotForm({ stop, busy, onCall, onCancel, reasons }: CouldNotFormProps) {
  const [reason, setReason] = useState<LegFailureReason | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const label = stop.direction === 'collection' ? DRIVER_TEXTS.couldNotCollect : DRIVER_TEXTS.couldNotDeliver;
  const errorId = `stop-${stop.legId}-reason-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) return setErrors({ reason: ['Choose a reason.'] });
    setErrors(await onCall(stop.legId, 'failed', { reason }));
  };

  return (
    <form className="driver-stop__form" noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <fieldset className="driver-stop__reasons" aria-describedby={errors.reason?.length ? errorId : undefined}>
        <legend>Why?</legend>
        {reasons.map(({ value, label: text }) => (
          <label key={value} className="driver-stop__reason">
            <input type="radio" name={`stop-${stop.legId}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
            {text}
          </label>
        ))}
      </fieldset>
      <StopErrors id={errorId} messages={errors.reason} />
      <Button type="submit" size="lg" className="driver-stop__action" disabled={busy}>
        {label}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
