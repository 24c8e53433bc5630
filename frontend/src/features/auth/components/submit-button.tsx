import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The form's one button; it says what is happening while the request is out. */
export function SubmitButton({ label, busyLabel, busy }: { label: string; busyLabel: string; busy: boolean }) {
  return (
    <Button type="submit" size="lg" className="auth-form__submit" aria-disabled={busy}>
      {busy ? (
        <>
          <Spinner size="sm" label={busyLabel} />
          <span aria-hidden="true">{busyLabel}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
