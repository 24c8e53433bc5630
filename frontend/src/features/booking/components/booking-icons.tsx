import type { SVGProps } from 'react';

/** The wizard's decorative icons (24px grid, currentColor); the control around each one carries the name. */
type IconProps = SVGProps<SVGSVGElement>;

// Shared with the card payment form and the manage page.
export { AlertIcon, ChevronLeftIcon, LockIcon } from '../../../components/ui/icons';
export { ChevronRightIcon } from '../../../components/date-picker/picker-icons';

const Icon = ({ children, ...props }: IconProps) => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    aria-hidden
    focusable={false}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    {...props}
  >
    {children}
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 12h12" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6v12M6 12h12" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
