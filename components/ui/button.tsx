import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-700',
  light: 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white',
  outlineLight: 'border border-white text-white hover:bg-white/10 focus-visible:outline-white',
} as const;

const SIZES = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

/** Button look for both `<button>` and links styled as buttons (a Link cannot be a Button). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle = {}) {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${VARIANTS[variant]} ${SIZES[size]}`;
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
