import { useTranslation } from 'react-i18next';
import { pageText } from '../../lib/i18n/active-language';

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  useTranslation(); // re-render when the language changes
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? pageText('loading')}</span>
    </span>
  );
}

/** A centred spinner for a whole page or panel that is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
