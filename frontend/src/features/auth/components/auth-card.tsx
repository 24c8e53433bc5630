import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import '../auth.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card: to the other account screens. */
  footer?: ReactNode;
}

/** The frame of every account screen: one centred card with its heading, the form and the way elsewhere. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <section className="container page auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </div>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </section>
  );
}
