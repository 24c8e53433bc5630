import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** Shown inside the layout when a page throws or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <section className="container page status-page">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reloading usually fixes it.</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
