import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'cta' | 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'large';
  /** Square button holding only an icon; it needs an `aria-label`. */
  iconOnly?: boolean;
}

export function Button({ variant = 'secondary', size = 'normal', iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'large' && styles.large, iconOnly && styles.icon, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

export const buttonClass = (variant: NonNullable<ButtonProps['variant']> = 'secondary') => `${styles.button} ${styles[variant]}`;
