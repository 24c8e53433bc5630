import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STEPS, reachableStep, type Checks, type Step, type WizardState } from '../lib/wizard-state';

/** The step in the address: /selection?step=where-when. */
const SLUGS: Record<Step, string> = {
  items: 'items',
  whereWhen: 'where-when',
  nights: 'nights',
  details: 'details',
  summary: 'summary',
  checkout: 'checkout',
  completed: 'completed',
};

export const stepAddress = (step: Step): string => `/selection?step=${SLUGS[step]}`;

export function stepFromSearch(search: string): Step | null {
  const slug = new URLSearchParams(search).get('step');
  return STEPS.find((step) => SLUGS[step] === slug) ?? null;
}

/** Kept in the history entry the wizard pushed: the step of the entry below it, so its own Back can return there. */
interface EntryState {
  below?: Step;
}

interface StepHistoryActions {
  goTo: (step: Step) => void;
  restart: () => void;
}

/**
 * Makes each wizard step a browser history entry. Next pushes the new step's address; the wizard's Back goes back
 * through history when the entry below is that step; browser Back and Forward ask the wizard for the address's step,
 * granted as far as the choices made allow (a deep link to a later step lands on the first incomplete one). The
 * completed step's address is its own business (it may move to a page of its own); going back from it starts a new
 * booking, so nothing is sent again.
 */
export function useStepHistory(state: WizardState, checks: () => Checks, actions: StepHistoryActions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const seen = useRef<string | null>(null);
  const addressStep = stepFromSearch(location.search);

  useEffect(() => {
    const addressMoved = seen.current !== location.key;
    seen.current = location.key;
    // Leaving the wizard for another page: that page owns the address now.
    if (!/^\/selection\/?$/i.test(location.pathname) || addressStep === state.step) return;
    const keep = { state: location.state as unknown, replace: true };

    if (addressMoved && addressStep) {
      // Back, Forward, a reload or a link: the wizard follows the address if it may, and the address shows where it is.
      if (state.step === 'completed') {
        actions.restart();
        navigate(stepAddress('items'), keep);
        return;
      }
      const target = reachableStep(state, addressStep, checks());
      if (target !== state.step) actions.goTo(target);
      if (target !== addressStep) navigate(stepAddress(target), keep);
      return;
    }

    // The wizard moved (Next, its Back, a guard) or the address names no step: the address follows the wizard.
    if (state.step === 'completed') return;
    const from = addressStep ?? state.step;
    const below = (location.state as EntryState | null)?.below;
    if (!addressStep) navigate(stepAddress(state.step), keep);
    else if (STEPS.indexOf(state.step) > STEPS.indexOf(from)) navigate(stepAddress(state.step), { state: { below: from } satisfies EntryState });
    else if (below === state.step) navigate(-1);
    else navigate(stepAddress(state.step), keep);
    // Only when the address or the step changes: the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [location.key, state.step]);
}
