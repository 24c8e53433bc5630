// The date field's icons, kept out of components/ui/icons so that they load with the pages that use them, not with
// the landing page.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps): IconProps => ({ width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, ...props });

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const CalendarIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg {...base(props)} {...stroke}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
