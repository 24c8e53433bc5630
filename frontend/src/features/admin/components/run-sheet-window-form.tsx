import type { RunSheetStopView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { moveStopWindow } from '../api/run-sheet';

export interface SheetWindow {
  id: number;
  cityId: number;
  start: string;
  end: string;
}

/** Moves a stop still booked to another window of its city (a delivery also to a later day), with a reason; 409 when full. */
export function MoveWindowForm({ stop, windows, date, onMoved }: { stop: RunSheetStopView; windows: SheetWindow[]; date: string; onMoved: () => void }) {
  const [windowId, setWindowId] = useState(windows.find((w) => w.start !== stop.window.start)?.id ?? windows[0]?.id ?? 0);
  const [day, setDay] = useState(date);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const id = `window-${stop.legId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await moveStopWindow(stop.legId, { windowId, date: day, reason: reason.trim() });
      onMoved();
    } catch (error) {
      setErrors(error instanceof ApiError && error.isValidation ? error.errors : { reason: [error instanceof ApiError ? error.message : 'Something went wrong.'] });
    } finally {
      setBusy(false);
    }
  };

  if (windows.length === 0) return null;
  return (
    <form className="admin-form__pair no-print" onSubmit={(event) => void submit(event)} aria-label={`Move ${stop.reference} to another window`} noValidate>
      <label className="field">
        <span className="field__label">Move to window</span>
        <select className="field__input" value={windowId} onChange={(event) => setWindowId(Number(event.target.value))}>
          {windows.map((w) => (
            <option key={w.id} value={w.id}>
              {w.start}–{w.end}
            </option>
          ))}
        </select>
      </label>
      {stop.direction === 'return' && (
        <label className="field">
          <span className="field__label">On</span>
          <input className="field__input" type="date" min={date} value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
      )}
      <InputField idPrefix={id} name="reason" label="Reason" maxLength={250} value={reason} onChange={(event) => setReason(event.target.value)}
        errors={errors.reason ?? errors.windowId ?? errors.date} />
      <Button type="submit" size="sm" disabled={busy}>
        Move
      </Button>
    </form>
  );
}
