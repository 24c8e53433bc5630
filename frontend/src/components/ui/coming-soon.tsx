import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { ButtonLink } from './button';

/** Stand-in for a page whose feature is not built yet: the route, title and heading are real. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container page status-page">
      <h1>{title}</h1>
      {children ?? <p>This page is on its way.</p>}
      <div className="status-page__actions">
        <ButtonLink to="/" variant="secondary">
          Back to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
