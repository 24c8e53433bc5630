import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

interface Props {
  /** Changing it (the page's path) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Shown inside the layout when a page throws or its code fails to load (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  const { t } = useTranslation();
  usePageTitle(t('routeError.title'));
  return (
    <section className="container page status-page">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <ButtonLink to="/" variant="secondary">
          {t('routeError.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
