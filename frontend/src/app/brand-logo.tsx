import { Link } from 'react-router-dom';
import { SITE } from '../config/site';

export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="brand" onClick={onClick}>
      <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <rect x="8" y="11" width="16" height="15" rx="3" fill="#fff" />
        <path d="M12.5 11V8.5A1.5 1.5 0 0 1 14 7h4a1.5 1.5 0 0 1 1.5 1.5V11" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M12 15v7M20 15v7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="brand__name">{SITE.name}</span>
    </Link>
  );
}
