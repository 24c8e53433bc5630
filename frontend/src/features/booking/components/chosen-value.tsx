import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from './booking-icons';

interface ChosenValueProps {
  label: string;
  children: ReactNode;
  changeLabel: string;
  onChange: () => void;
  /** Move focus here when it appears after the visitor chose (not after a reload). */
  focusOnMount?: boolean;
}

/** A made choice shown with a tick and a button to change it (spec: 'Change Date?', 'Change Location?'). */
export function ChosenValue({ label, children, changeLabel, onChange, focusOnMount }: ChosenValueProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('booking');
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="chosen">
      <span className="chosen__tick" aria-hidden="true">
        <CheckIcon width={18} height={18} />
      </span>
      <div>
        <div className="chosen__value" ref={ref} tabIndex={-1}>
          <p className="visually-hidden">{t('chosen', { label })}</p>
          {children}
        </div>
        <Button variant="ghost" size="sm" className="chosen__change" onClick={onChange}>
          {changeLabel}
        </Button>
      </div>
    </div>
  );
}
