import type { Step } from '../lib/wizard-state';
import { CheckIcon } from './booking-icons';

const LABELS: { step: Step; label: string }[] = [
  { step: 'items', label: 'Items' },
  { step: 'whereWhen', label: 'Date & place' },
  { step: 'nights', label: 'Nights' },
  { step: 'details', label: 'Details' },
  { step: 'summary', label: 'Summary' },
  { step: 'checkout', label: 'Payment' },
];

/** Where the visitor is: 'Step 2 of 6' with a bar on phones, the named steps on wider screens. */
export function StepProgress({ step }: { step: Step }) {
  const current = LABELS.findIndex((s) => s.step === step);
  if (current === -1) return null;
  const percent = ((current + 1) / LABELS.length) * 100;

  return (
    <div className="progress">
      <p className="progress__count">
        Step {current + 1} of {LABELS.length}
        <span className="progress__current">: {LABELS[current].label}</span>
      </p>
      <div className="progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="progress__steps" aria-label="Booking progress">
        {LABELS.map(({ step: s, label }, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={s} className={`progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress__dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={14} height={14} strokeWidth={3} /> : index + 1}
              </span>
              <span className="progress__label">
                {label}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
