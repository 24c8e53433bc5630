import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg' | 'sm';

interface StyleProps {
  variant?: Variant;
  size?: Size;
  className?: string;
}

const classes = ({ variant = 'primary', size = 'md', className }: StyleProps) =>
  ['btn', `btn--${variant}`, `btn--${size}`, className].filter(Boolean).join(' ');

export function Button({ variant, size, className, type = 'button', ...rest }: StyleProps & ComponentPropsWithRef<'button'>) {
  return <button type={type} className={classes({ variant, size, className })} {...rest} />;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, className, ...rest }: StyleProps & LinkProps & { children: ReactNode }) {
  return <Link className={classes({ variant, size, className })} {...rest} />;
}
