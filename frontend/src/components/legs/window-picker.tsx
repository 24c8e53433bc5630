import { LEG_CHOICE_KEYS, type Text } from '@luggage/contracts';
import { usePageTranslation } from '../../lib/i18n/page-language';
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
  error?: Text;
  onChoose: (windowId: number) => void;
  onRetry: () => void;
  /** A line under the legend ("On the same day, delivery starts at 14:00 at the earliest."). */
  note?: string;
}

/** The day's windows still open: "08:00–10:00", "2 left"; a full one reads "Full" and cannot be chosen. */
export function WindowPicker({ legend, idPrefix, windows, windowId, error, onChoose, onRetry, note }: WindowPickerProps) {
  const errorId = `${idPrefix}-window-error`;
  const { t } = usePageTranslation(['booking', 'terms']);
  return (
    <fieldset className="choice-group windows" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {note && <p className="form-note">{note}</p>}
      {windows.status === 'loading' && <p className="form-note">{t('legs.loadingTimes')}</p>}
      {windows.status === 'failed' && (
        <p className="form-note">
          {t('legs.timesFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('legs.retry')}
          </Button>
        </p>
      )}
      {windows.status === 'ready' && windows.windows.length === 0 && <p className="form-note">{t('legs.noTimes')}</p>}
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
            <span className="choice-group__hint">{window.full ? t(LEG_CHOICE_KEYS.windowFull) : t(LEG_CHOICE_KEYS.tripsLeft, { count: window.tripsLeft })}</span>
          </label>
        ))}
      <FieldError id={errorId} messages={error ? [error] : []} />
    </fieldset>
  );
}
