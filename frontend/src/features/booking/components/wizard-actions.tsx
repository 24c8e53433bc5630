import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from './booking-icons';

export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" className="wizard-actions__back" onClick={onClick} disabled={disabled}>
      <ChevronLeftIcon width={20} height={20} />
      Back
    </Button>
  );
}

export function NextButton({ onClick, children = 'Next' }: { onClick?: () => void; children?: ReactNode }) {
  return (
    <Button className="wizard-actions__next" type={onClick ? 'button' : 'submit'} onClick={onClick}>
      {children}
      <ChevronRightIcon width={20} height={20} />
    </Button>
  );
}
