import type { ReactNode } from 'react';
import { STEP_HEADING_ID } from '../hooks/use-step-change';

interface StepFrameProps {
  title: ReactNode;
  /** A line under the heading saying what this step is for. */
  lead?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** One wizard step: its heading (focused on arrival), its content and its Back / Next bar. */
export function StepFrame({ title, lead, children, actions, className }: StepFrameProps) {
  return (
    <section className={['wizard-step', className].filter(Boolean).join(' ')} aria-labelledby={STEP_HEADING_ID}>
      <h2 id={STEP_HEADING_ID} className="wizard-step__title" tabIndex={-1}>
        {title}
      </h2>
      {lead && <p className="wizard-step__lead">{lead}</p>}
      <div className="wizard-step__body">{children}</div>
      {actions && <div className="wizard-actions">{actions}</div>}
    </section>
  );
}
