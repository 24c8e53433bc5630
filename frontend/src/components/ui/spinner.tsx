export function Spinner({ label = 'Loading…', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
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
