import { useTranslation } from 'react-i18next';
import type { Step } from '../lib/wizard-state';
import { CheckIcon } from './booking-icons';

/** The steps the bar names (booking.json progress.steps.<step>); the completed step is not one. */
const STEPS: Step[] = ['items', 'whereWhen', 'nights', 'details', 'summary', 'checkout'];

/** Where the visitor is: 'Step 2 of 6' with a bar on phones, the named steps on wider screens. */
export function StepProgress({ step }: { step: Step }) {
  const { t } = useTranslation('booking');
  const current = STEPS.indexOf(step);
  if (current === -1) return null;
  const percent = ((current + 1) / STEPS.length) * 100;
  const label = (s: Step) => t(`progress.steps.${s}`);

  return (
    <div className="progress">
      <p className="progress__count">
        {t('progress.count', { current: current + 1, total: STEPS.length })}
        <span className="progress__current">{t('progress.current', { step: label(step) })}</span>
      </p>
      <div className="progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="progress__steps" aria-label={t('progress.label')}>
        {STEPS.map((s, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={s} className={`progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress__dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={14} height={14} strokeWidth={3} /> : index + 1}
              </span>
              <span className="progress__label">
                {label(s)}
                {state === 'done' && <span className="visually-hidden">{t('progress.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
