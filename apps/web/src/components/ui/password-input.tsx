import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Controlled visibility, e.g. so a confirmation field follows the password field's toggle. */
  revealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
  /** Off for a field whose visibility another field's toggle controls. */
  showToggle?: boolean;
}

/** A password input with a Show / Hide password button (spec §2: admin sign-in, application wizards). */
export function PasswordInput({
  revealed,
  onRevealedChange,
  showToggle = true,
  className,
  ...props
}: PasswordInputProps) {
  const [ownRevealed, setOwnRevealed] = useState(false);
  const visible = revealed ?? ownRevealed;
  const toggle = () => {
    setOwnRevealed(!visible);
    onRevealedChange?.(!visible);
  };
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={cn(showToggle && 'pr-12', className)}
        {...props}
      />
      {showToggle ? (
        <button
          type="button"
          onClick={toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className={cn(
            'absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted transition-colors hover:text-ink',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
