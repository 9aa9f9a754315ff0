import { cn } from '@/lib/cn';

interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  message?: string | undefined;
  className?: string;
}

/** A field's validation message, announced when it appears. Renders nothing without a message. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1.5 text-sm font-medium text-accent', className)}>
      {message}
    </p>
  );
}
