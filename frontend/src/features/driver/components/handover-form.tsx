import { DRIVER_TEXTS, type DriverStopView } from '@luggage/contracts';
import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { StopCall } from './stop-call';
import { StopErrors } from './stop-errors';

// The camera and the QR reader load only when a driver starts scanning.
const CameraScanner = lazy(() => import('../../../components/camera-scanner/camera-scanner').then((m) => ({ default: m.CameraScanner })));

interface HandoverFormProps {
  stop: DriverStopView;
  busy: boolean;
  onCall: StopCall;
}

/**
 * The big step at the door: "Collected" with the pass scanned (or its PIN typed) and the bags counted, or "Delivered"
 * with the PIN or the receiver's name.
 */
export function HandoverForm({ stop, busy, onCall }: HandoverFormProps) {
  const [pin, setPin] = useState('');
  const [count, setCount] = useState('');
  const [receiver, setReceiver] = useState('');
  const [scanning, setScanning] = useState(false);
  /** The scanned pass's token: it stands for the PIN. */
  const [token, setToken] = useState<string | null>(null);
  // Stable: the scanner restarts its camera when this changes.
  const onScan = useCallback((text: string) => {
    setToken(text);
    setScanning(false);
  }, []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const collecting = stop.direction === 'collection';
  const id = (field: string) => `stop-${stop.legId}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = collecting
      ? // An empty count goes as null (NaN in JSON): the server says "Count the bags." under the field.
        await onCall(stop.legId, 'collected', { ...(token ? { token } : { pin: pin.trim() || undefined }), bagCount: count.trim() === '' ? Number.NaN : Number(count) })
      : await onCall(stop.legId, 'delivered', pin.trim() ? { pin: pin.trim() } : { receivedBy: receiver.trim() || undefined });
    setErrors(found);
  };

  const field = (name: string, label: string, value: string, set: (value: string) => void, extra: { inputMode?: 'numeric'; maxLength: number }) => (
    <div className="field">
      <label className="field__label" htmlFor={id(name)}>
        {label}
      </label>
      <input id={id(name)} className="field__input driver-stop__input" autoComplete="off" value={value} onChange={(e) => set(e.target.value)}
        aria-invalid={(errors[name]?.length ?? 0) > 0} aria-describedby={errors[name]?.length ? `${id(name)}-error` : undefined} {...extra} />
      <StopErrors id={`${id(name)}-error`} messages={errors[name]} />
    </div>
  );

  return (
    <form className="driver-stop__form" noValidate onSubmit={(event) => void submit(event)} aria-label={collecting ? DRIVER_TEXTS.collected : DRIVER_TEXTS.delivered}>
      {collecting && <PassScan scanning={scanning} scanned={token !== null} error={errors.token} id={id('token')} onScanning={setScanning} onScan={onScan} onForget={() => setToken(null)} />}
      {token === null && field('pin', 'PIN on the pass', pin, setPin, { inputMode: 'numeric', maxLength: 4 })}
      {collecting
        ? field('bagCount', `Bags counted (booked: ${stop.bagCount})`, count, setCount, { inputMode: 'numeric', maxLength: 2 })
        : field('receivedBy', `Or the name of who received them (${stop.contactName})`, receiver, setReceiver, { maxLength: 100 })}
      <Button type="submit" size="lg" className="driver-stop__action" disabled={busy}>
        {collecting ? DRIVER_TEXTS.collected : DRIVER_TEXTS.delivered}
      </Button>
    </form>
  );
}

interface PassScanProps {
  scanning: boolean;
  scanned: boolean;
  error: string[] | undefined;
  id: string;
  onScanning: (scanning: boolean) => void;
  onScan: (token: string) => void;
  onForget: () => void;
}

/** "Scan the pass" with the back camera; once read, the PIN is not needed ("Type the PIN instead" forgets the scan). */
function PassScan({ scanning, scanned, error, id, onScanning, onScan, onForget }: PassScanProps) {
  if (scanned) {
    return (
      <div className="driver-stop__scanned">
        <p role="status">{DRIVER_TEXTS.passScanned}</p>
        <StopErrors id={`${id}-error`} messages={error} />
        <Button variant="secondary" onClick={onForget}>
          {DRIVER_TEXTS.typePinInstead}
        </Button>
      </div>
    );
  }
  if (scanning) {
    return (
      <Suspense fallback={null}>
        <CameraScanner onScan={onScan} onClose={() => onScanning(false)} />
      </Suspense>
    );
  }
  return (
    <Button variant="secondary" onClick={() => onScanning(true)}>
      {DRIVER_TEXTS.scanPass}
    </Button>
  );
}
