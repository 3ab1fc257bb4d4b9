import type { ButtonHTMLAttributes } from 'react';

// `.btn-*` in app/globals.css: short names, as every page renders several buttons.
const VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  light: 'btn-light',
  outlineLight: 'btn-outline-light',
} as const;

const SIZES = { md: 'btn-md', lg: 'btn-lg' } as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

/** Button look for both `<button>` and links styled as buttons (a Link cannot be a Button). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle = {}) {
  return `btn ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return (
    <button type={type} className={`${buttonClasses({ variant, size })} ${className}`} {...props} />
  );
}
