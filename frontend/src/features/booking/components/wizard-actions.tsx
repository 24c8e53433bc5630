import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from './booking-icons';

export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <Button variant="secondary" className="wizard-actions__back" onClick={onClick} disabled={disabled}>
      <ChevronLeftIcon width={20} height={20} />
      {t('actions.back')}
    </Button>
  );
}

export function NextButton({ onClick, children }: { onClick?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <Button className="wizard-actions__next" type={onClick ? 'button' : 'submit'} onClick={onClick}>
      {children ?? t('actions.next')}
      <ChevronRightIcon width={20} height={20} />
    </Button>
  );
}
