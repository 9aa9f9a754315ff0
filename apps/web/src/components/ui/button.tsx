import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; keep the visible label saying what is happening. */
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonStyles({ variant, size, className })}
      {...props}
    >
      {isLoading ? <Spinner label="" className="[&_svg]:size-4" /> : null}
      {children}
    </button>
  );
}
