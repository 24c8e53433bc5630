import { MinusIcon, PlusIcon } from './booking-icons';

interface CounterProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Read before the number when it changes, e.g. 'Small Suitcase quantity'. */
  valueLabel: string;
  /** Visible unit after the number, e.g. 'nights'. */
  unit?: string;
}

/** Minus / value / plus. Each end is disabled at its limit; the value is announced when it changes. */
export function Counter({ value, min, max, onChange, decreaseLabel, increaseLabel, valueLabel, unit }: CounterProps) {
  return (
    <div className="counter">
      <button
        type="button"
        className="counter__button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon width={20} height={20} />
      </button>
      <span className="counter__value" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{valueLabel}: </span>
        {value}
        {unit && <span className="counter__unit"> {unit}</span>}
      </span>
      <button
        type="button"
        className="counter__button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon width={20} height={20} />
      </button>
    </div>
  );
}
