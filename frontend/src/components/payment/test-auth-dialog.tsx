import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';

interface TestAuthDialogProps {
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

/** Test mode's stand-in for the bank's 3D Secure page: the tester decides the outcome. Escape counts as failing. */
export function TestAuthDialog({ busy, onDecide }: TestAuthDialogProps) {
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
      <p className="test-badge">Test mode</p>
      <h2 id="auth-title" className="auth-dialog__title">
        Confirm this payment
      </h2>
      <p id="auth-text">
        This test card asks for extra authentication, as a bank's 3D Secure check would. Choose what the bank answers.
      </p>
      <div className="auth-dialog__actions">
        <Button onClick={() => onDecide(true)} disabled={busy}>
          Complete authentication
        </Button>
        <Button variant="secondary" onClick={() => onDecide(false)} disabled={busy}>
          Fail authentication
        </Button>
      </div>
    </dialog>
  );
}
