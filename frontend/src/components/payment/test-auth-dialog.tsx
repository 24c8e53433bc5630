import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface TestAuthDialogProps {
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

/** Test mode's stand-in for the bank's 3D Secure page: the tester decides the outcome. Escape counts as failing. */
export function TestAuthDialog({ busy, onDecide }: TestAuthDialogProps) {
  const { t } = useTranslation('checkout');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby="auth-title"
      aria-describedby="auth-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDecide(false);
      }}
    >
      <p className="test-badge">{t('testMode.dialogBadge')}</p>
      <h2 id="auth-title" className="auth-dialog__title">
        {t('testMode.dialogTitle')}
      </h2>
      <p id="auth-text">{t('testMode.dialogText')}</p>
      <div className="auth-dialog__actions">
        <Button onClick={() => onDecide(true)} disabled={busy}>
          {t('testMode.complete')}
        </Button>
        <Button variant="secondary" onClick={() => onDecide(false)} disabled={busy}>
          {t('testMode.fail')}
        </Button>
      </div>
    </dialog>
  );
}
