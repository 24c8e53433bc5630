import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <div className="status-page__actions">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/selection" variant="secondary">
          Book luggage storage
        </ButtonLink>
      </div>
    </section>
  );
}
