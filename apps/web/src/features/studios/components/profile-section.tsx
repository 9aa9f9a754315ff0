import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ProfileSectionProps {
  id: string;
  title: string;
  /** Shown beside the heading (a count, a hint). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of the studio profile; the heading names the region for assistive tech. */
export function ProfileSection({ id, title, aside, className, children }: ProfileSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('scroll-mt-24', className)}>
      <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        {aside ? <span className="text-sm text-muted">{aside}</span> : null}
      </div>
      {children}
    </section>
  );
}
