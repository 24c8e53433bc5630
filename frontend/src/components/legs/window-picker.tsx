import { LEG_TEXTS, tripsLeftLabel } from '@luggage/contracts';
import { Button } from '../ui/button';
import type { WindowsState } from '../../lib/use-delivery-windows';
import { FieldError } from '../ui/field-error';
import './legs.css';

interface WindowPickerProps {
  /** "Collection time on Thu 3 Dec 2026" */
  legend: string;
  idPrefix: string;
  windows: WindowsState;
  windowId: number | null;
  error?: string;
  onChoose: (windowId: number) => void;
  onRetry: () => void;
}

/** The day's windows still open: "08:00–10:00", "2 left"; a full one reads "Full" and cannot be chosen. */
export function WindowPicker({ legend, idPrefix, windows, windowId, error, onChoose, onRetry }: WindowPickerProps) {
  const errorId = `${idPrefix}-window-error`;
  return (
    <fieldset className="choice-group windows" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {windows.status === 'loading' && <p className="form-note">Loading the times…</p>}
      {windows.status === 'failed' && (
        <p className="form-note">
          We could not load the times just now.{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </p>
      )}
      {windows.status === 'ready' && windows.windows.length === 0 && <p className="form-note">No times are left on this day.</p>}
      {windows.status === 'ready' &&
        windows.windows.map((window) => (
          <label key={window.id} className={window.full ? 'choice-group__choice is-disabled' : 'choice-group__choice'}>
            <input
              type="radio"
              name={`${idPrefix}-window`}
              value={window.id}
              checked={windowId === window.id}
              disabled={window.full}
              onChange={() => onChoose(window.id)}
            />
            <span>{window.label}</span>
            <span className="choice-group__hint">{window.full ? LEG_TEXTS.windowFull : tripsLeftLabel(window.tripsLeft)}</span>
          </label>
        ))}
      <FieldError id={errorId} messages={error ? [error] : []} />
    </fieldset>
  );
}
