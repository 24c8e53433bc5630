import type { SVGProps } from 'react';

/** Decorative inline icons (24px grid, currentColor). Give the surrounding control its accessible name. */
type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps): IconProps => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const SuitcaseIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="4" y="7" width="16" height="13" rx="2.5" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M9 11v5M15 11v5" />
  </svg>
);

export const BusIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="4" y="3" width="16" height="15" rx="2.5" />
    <path d="M4 8h16M4 13h16M7.5 15.5h.01M16.5 15.5h.01M7 18v2.5M17 18v2.5M2 8v3M22 8v3" />
  </svg>
);

export const TrainIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M9 3h6a4 4 0 0 1 4 4v7a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V7a4 4 0 0 1 4-4z" />
    <path d="M8 7h8v4H8zM8.5 14h.01M15.5 14h.01M8 17l-2 4M16 17l2 4M7 19.5h10" />
  </svg>
);

export const ClockIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.3H7.4V14h2.7v8z" />
  </svg>
);

export const XIcon = (props: IconProps) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  </svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);

export const LockIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

export const AlertIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </svg>
);
