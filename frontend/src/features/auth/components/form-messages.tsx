import { AlertIcon, CheckCircleIcon } from './auth-icons';

/** The server's status after a forgot or reset request, announced politely. */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <div role="status" className="auth-message-slot">
      {message && (
        <p className="auth-message auth-message--success">
          <CheckCircleIcon />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** A failure that belongs to no single field (the server could not be reached, for example). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="auth-message-slot">
      {message && (
        <p className="auth-message auth-message--error">
          <AlertIcon />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
