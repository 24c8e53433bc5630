import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ApiError } from '../../../lib/api-client';

interface AdminFormPageProps {
  title: string;
  intro?: string;
  submitLabel: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  formError: string | null;
  children: ReactNode;
}

/** The frame of every admin add and edit form: heading, fields, a message slot, Save and Cancel. */
export function AdminFormPage({ title, intro, submitLabel, formRef, onSubmit, submitting, formError, children }: AdminFormPageProps) {
  usePageTitle(title);
  return (
    <section className="admin-form-page" aria-labelledby="admin-form-title">
      <p className="admin-back">
        <Link to="/admin-dashboard">Back to the dashboard</Link>
      </p>
      <div className="admin-card">
        <h1 id="admin-form-title" className="admin-card__title">
          {title}
        </h1>
        {intro && <p className="admin-card__intro">{intro}</p>}
        <form ref={formRef} className="admin-form" onSubmit={onSubmit}>
          {children}
          <div role="alert" className="admin-message-slot">
            {formError && <p className="admin-message admin-message--error">{formError}</p>}
          </div>
          <div className="admin-form__actions">
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </Button>
            <Link to="/admin-dashboard" className="btn btn--ghost btn--md">
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </section>
  );
}

/** While an edit form's record loads, or when it cannot be found. */
export function RecordGate({ what, loading, error, onRetry }: { what: string; loading: boolean; error: ApiError | null; onRetry: () => void }) {
  usePageTitle(error ? (error.status === 404 ? `${what} not found` : `Could not load`) : undefined);
  if (loading && !error) return <PageSpinner label={`Loading the ${what.toLowerCase()}…`} />;
  const notFound = error?.status === 404;
  return (
    <section className="admin-card admin-card--status" aria-labelledby="admin-record-title">
      <h1 id="admin-record-title" className="admin-card__title">
        {notFound ? `${what} not found` : `The ${what.toLowerCase()} could not be loaded`}
      </h1>
      <p>{notFound ? `There is no such ${what.toLowerCase()}. It may have been entered wrongly.` : error?.message}</p>
      <div className="admin-form__actions">
        {!notFound && <Button onClick={onRetry}>Try again</Button>}
        <Link to="/admin-dashboard" className="btn btn--secondary btn--md">
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
