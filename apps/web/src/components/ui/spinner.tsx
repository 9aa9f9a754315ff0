import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Announced to screen readers; pass '' when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg className="size-5 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Centered spinner for a page or route that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-muted">
      <Spinner label="Loading page" className="[&_svg]:size-8" />
    </div>
  );
}
