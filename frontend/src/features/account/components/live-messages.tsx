import { AlertIcon } from '../../../components/ui/icons';

/** A success said politely (role=status) and a failure said at once (role=alert); both slots stay in the page. */
export function LiveMessages({ status, error }: { status: string | null; error: string | null }) {
  return (
    <>
      <div role="status" className="account-message-slot">
        {status && <p className="account-message account-message--success">{status}</p>}
      </div>
      <div role="alert" className="account-message-slot">
        {error && (
          <p className="account-message account-message--error">
            <AlertIcon />
            <span>{error}</span>
          </p>
        )}
      </div>
    </>
  );
}
