import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function classes({ variant = 'primary', block }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { children: ReactNode };

/** An action. Navigation uses ButtonLink, so that links stay links for assistive tech. */
export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes({ variant, block }, className)} {...rest} />;
}

type ButtonLinkProps = LinkProps & StyleProps;

export function ButtonLink({ variant, block, className, ...rest }: ButtonLinkProps) {
  return (
    <Link className={classes({ variant, block }, typeof className === 'string' ? className : '')} {...rest} />
  );
}
