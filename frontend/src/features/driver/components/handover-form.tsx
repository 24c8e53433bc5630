import { DRIVER_TEXTS, type DriverStopView, type StopHandBackView } from '@luggage/contracts';
import { TagEntry } from '../../../components/bag-tags/tag-entry';
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
 * with the PIN or the receiver's name (and, bags that hold tags, every tag read: HandBackTags).
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

  const deliver = async (tags?: string[]) => {
    if (busy) return;
    const handedTo = pin.trim() ? { pin: pin.trim() } : { receivedBy: receiver.trim() || undefined };
    setErrors(await onCall(stop.legId, 'delivered', tags ? { ...handedTo, tags } : handedTo));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Tagged bags are delivered by the tags' own step, once they are read.
    if (stop.handBack) return;
    if (!collecting) return deliver();
    // An empty count goes as null (NaN in JSON): the server says "Count the bags." under the field.
    setErrors(await onCall(stop.legId, 'collected', { ...(token ? { token } : { pin: pin.trim() || undefined }), bagCount: count.trim() === '' ? Number.NaN : Number(count) }));
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

  const handBack = collecting ? null : stop.handBack;
  return (
    <>
      <form className="driver-stop__form" noValidate onSubmit={(event) => void submit(event)} aria-label={collecting ? DRIVER_TEXTS.collected : DRIVER_TEXTS.delivered}>
        {collecting && <PassScan scanning={scanning} scanned={token !== null} error={errors.token} id={id('token')} onScanning={setScanning} onScan={onScan} onForget={() => setToken(null)} />}
        {token === null && field('pin', 'PIN on the pass', pin, setPin, { inputMode: 'numeric', maxLength: 4 })}
        {collecting
          ? field('bagCount', `Bags counted (booked: ${stop.bagCount})`, count, setCount, { inputMode: 'numeric', maxLength: 2 })
          : field('receivedBy', `Or the name of who received them (${stop.contactName})`, receiver, setReceiver, { maxLength: 100 })}
        {!handBack && (
          <Button type="submit" size="lg" className="driver-stop__action" disabled={busy}>
            {collecting ? DRIVER_TEXTS.collected : DRIVER_TEXTS.delivered}
          </Button>
        )}
      </form>
      {handBack && <HandBackTags stop={stop} handBack={handBack} busy={busy} errors={errors} onDeliver={(tags) => void deliver(tags)} />}
    </>
  );
}

interface HandBackTagsProps {
  stop: DriverStopView;
  handBack: StopHandBackView;
  busy: boolean;
  errors: Record<string, string[]>;
  onDeliver: (tags: string[]) => void;
}

/**
 * The hand-back by tags at the door (bags that hold tags): each tag scanned or typed as at the point's counter; all
 * read deliver the bags, some not read report them missing at once (an admin is told) and the stop stays to deliver.
 */
function HandBackTags({ stop, handBack, busy, errors, onDeliver }: HandBackTagsProps) {
  return (
    <div className="driver-stop__hand-back">
      <p>{DRIVER_TEXTS.tagsToRead(handBack.tags.length)}</p>
      {handBack.missing.length > 0 && (
        <p className="problem" role="status">
          {DRIVER_TEXTS.missingReported(handBack.missing)}
        </p>
      )}
      <TagEntry idPrefix={`stop-${stop.legId}-hand-back`} expected={handBack.tags} bags={handBack.tags.length} reasonLabel={null} busy={busy} errors={errors}
        submitLabel={DRIVER_TEXTS.delivered} onSubmit={(tags) => onDeliver(tags)} />
    </div>
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
